import type { User } from '@wfc/shared';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { caseOfMessage } from '../cases/case-thread.service';
import { findAttachment } from '../mail/mail.service';

/**
 * Who may open a file that came with a reply (issue 41): the thread's participants and staff only.
 * A file of an Inbox item: admins and operators. A file of a case's message: admins, operators and
 * the case's enabler (the requester through her own link, `attachmentForRequester`). Anyone else is
 * told it does not exist.
 */
const FILE_NOT_FOUND = 'We could not find that file.';

export interface AttachmentFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

export async function attachmentFor(database: Database, id: string, actor: User): Promise<AttachmentFile> {
  const file = await findAttachment(database.db, id);
  if (!file) throw notFound(FILE_NOT_FOUND);
  const staffWide = actor.role === 'admin' || actor.role === 'operator';
  if (file.owner_kind === 'inbox-item' && !staffWide) throw notFound(FILE_NOT_FOUND);
  if (file.owner_kind === 'case-message' && !staffWide) {
    const owner = await caseOfMessage(database, file.owner_id);
    if (!owner || owner.assignedTo !== actor._id) throw notFound(FILE_NOT_FOUND);
  }
  return { filename: file.filename, contentType: file.content_type, data: file.data };
}

/** A file of a message in the requester's own case (her link, or her member session, names the case). */
export async function attachmentForRequester(database: Database, id: string, caseId: string): Promise<AttachmentFile> {
  const file = await findAttachment(database.db, id);
  if (!file || file.owner_kind !== 'case-message') throw notFound(FILE_NOT_FOUND);
  const owner = await caseOfMessage(database, file.owner_id);
  if (!owner || owner.caseId !== caseId) throw notFound(FILE_NOT_FOUND);
  return { filename: file.filename, contentType: file.content_type, data: file.data };
}
