import type { InboxAttachment } from '@wfc/shared';
import { downloadAttachment } from '../../../lib/download-attachment';
import { memberFile } from './member-api';

/** GET /api/member/requests/:id/attachments/:fileId with her session: a file of a reply by e-mail in her request (issue 41), saved. */
export function downloadMemberRequestFile(requestId: string, file: InboxAttachment) {
  return downloadAttachment(file, (id) =>
    memberFile(`/api/member/requests/${encodeURIComponent(requestId)}/attachments/${encodeURIComponent(id)}`),
  );
}
