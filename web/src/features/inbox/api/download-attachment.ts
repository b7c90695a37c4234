import type { InboxAttachment } from '@wfc/shared';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * GET /api/staff/attachments/:id with the staff token (a plain link cannot carry it), saved as a
 * download under the file's own name (the header's plain `filename` is its ASCII stand-in).
 */
export async function downloadAttachment(attachment: InboxAttachment) {
  const { blob } = await apiFile(`/api/staff/attachments/${encodeURIComponent(attachment._id)}`);
  saveFile(blob, attachment.filename);
}
