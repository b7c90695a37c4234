import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The only code that touches mail_attachments (issue 41): the files kept with a message taken in,
 * an Inbox item's or a case message's. The mail feature owns them so that the inbox (which writes
 * them) and the cases (whose threads list them) both read them without importing each other.
 */

/** Whose file it is: an Inbox item, or a message in a case's conversation. */
export type AttachmentOwnerKind = 'case-message' | 'inbox-item';

export async function insertAttachment(db: Kysely<DB>, row: Insertable<DB['mail_attachments']>): Promise<void> {
  await db.insertInto('mail_attachments').values(row).execute();
}

/** The attachments of these owners, oldest first, without their bytes. */
export function listAttachments(db: Kysely<DB>, ownerKind: AttachmentOwnerKind, ownerIds: readonly string[]) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('mail_attachments')
    .select(['id', 'owner_id', 'filename', 'content_type', 'size'])
    .where('owner_kind', '=', ownerKind)
    .where('owner_id', 'in', ownerIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One attachment with its bytes. */
export function findAttachment(db: Kysely<DB>, id: string) {
  return db.selectFrom('mail_attachments').selectAll().where('id', '=', id).executeTakeFirst();
}
