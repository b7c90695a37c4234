import type { InboxAttachment } from '@wfc/shared';
import { apiFile } from '../../../lib/api-client';
import { downloadAttachment } from '../../../lib/download-attachment';
import { requestCredentials } from './request-credentials';

/** GET /api/request/attachments/:id with her link's token: a file of a reply by e-mail in her request (issue 41), saved. */
export function downloadRequestFile(token: string, file: InboxAttachment) {
  return downloadAttachment(file, (id) => apiFile(`/api/request/attachments/${encodeURIComponent(id)}`, requestCredentials(token)));
}
