import type { InboxAttachment } from '@wfc/shared';
import { apiFile } from './api-client';
import { saveFile } from './save-file';

/** Fetches a kept file by its id with the caller's own credentials. */
type FetchFile = (id: string) => Promise<{ blob: Blob }>;

/** GET /api/staff/attachments/:id with the staff token: the Inbox's files, and a case's for its staff. */
const staffFile: FetchFile = (id) => apiFile(`/api/staff/attachments/${encodeURIComponent(id)}`);

/**
 * A file a reply by e-mail brought (issue 41), fetched with the caller's credentials (the staff
 * token by default; the requester's link token or her member session from their own pages), which
 * a plain link cannot carry, and saved as a download under the file's own name (the header's plain
 * `filename` is its ASCII stand-in).
 */
export async function downloadAttachment(attachment: Pick<InboxAttachment, '_id' | 'filename'>, fetchFile: FetchFile = staffFile) {
  const { blob } = await fetchFile(attachment._id);
  saveFile(blob, attachment.filename);
}
