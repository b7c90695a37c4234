import type { InboxAttachment } from '@wfc/shared';
import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET /api/staff/attachments/:id with the staff token (a plain link cannot carry it), saved as a download. */
export async function downloadAttachment(attachment: InboxAttachment) {
  const { blob, filename } = await apiFile(`/api/staff/attachments/${encodeURIComponent(attachment._id)}`);
  saveFile(blob, filename ?? attachment.filename);
}
