import type { InboxStatus } from '@wfc/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';

/** The only code that touches inbound_receipts, inbox_items and inbox_answers (issue 41); mail_attachments are the mail feature's. */

export type InboxItemRow = Selectable<DB['inbox_items']>;
export type ReceiptInsert = Insertable<DB['inbound_receipts']>;

/**
 * Notes a message as taken in; false when it already was (its key is the primary key), which is
 * how two processes, or one taking the same message twice, act on it once: the caller's
 * transaction does nothing else then.
 */
export async function insertReceipt(db: Kysely<DB>, receipt: ReceiptInsert): Promise<boolean> {
  const result = await db
    .insertInto('inbound_receipts')
    .values(receipt)
    .onConflict((oc) => oc.column('message_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Whether a message was already taken in (a cheap look before it is acted on). */
export async function hasReceipt(db: Kysely<DB>, key: string): Promise<boolean> {
  return (await db.selectFrom('inbound_receipts').select('message_key').where('message_key', '=', key).executeTakeFirst()) !== undefined;
}

/** Receipts older than `before` are of no more use (a message is not delivered again after weeks). */
export async function purgeReceiptsBefore(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('inbound_receipts').where('received_at', '<', before).execute();
}

export async function insertInboxItem(db: Kysely<DB>, row: Insertable<DB['inbox_items']>): Promise<void> {
  await db.insertInto('inbox_items').values(row).execute();
}

/** A position in the Inbox's list, newest first. */
export interface InboxPosition {
  receivedAt: string;
  id: string;
}

export function listInboxPage(
  db: Kysely<DB>,
  status: InboxStatus,
  after: InboxPosition | undefined,
  limit: number,
): Promise<InboxItemRow[]> {
  let query = db.selectFrom('inbox_items').selectAll().where('status', '=', status);
  if (after) query = query.where((eb) => eb(eb.refTuple('received_at', 'id'), '<', eb.tuple(after.receivedAt, after.id)));
  return query.orderBy('received_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function countInbox(db: Kysely<DB>, status: InboxStatus): Promise<number> {
  const row = await db
    .selectFrom('inbox_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findInboxItem(db: Kysely<DB>, id: string): Promise<InboxItemRow | undefined> {
  return db.selectFrom('inbox_items').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The name of the staff member who handled an item. */
export async function findHandlerName(db: Kysely<DB>, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst())?.name;
}

/** Marks an item done or open again, or links the case it was made into; false when it does not exist. */
export async function updateInboxItem(
  db: Kysely<DB>,
  id: string,
  change: { status: InboxStatus; handledBy: string | null; handledAt: string | null; madeCaseId?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('inbox_items')
    .set({
      status: change.status,
      handled_by: change.handledBy,
      handled_at: change.handledAt,
      ...(change.madeCaseId ? { made_case_id: change.madeCaseId } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertInboxAnswer(db: Kysely<DB>, row: Insertable<DB['inbox_answers']>): Promise<void> {
  await db.insertInto('inbox_answers').values(row).execute();
}

/** An item's answers, oldest first, with their authors' names. */
export function listInboxAnswers(db: Kysely<DB>, itemId: string) {
  return db
    .selectFrom('inbox_answers')
    .leftJoin('users', 'users.id', 'inbox_answers.author_id')
    .select(['inbox_answers.id', 'inbox_answers.body', 'inbox_answers.created_at', 'users.name as author_name'])
    .where('inbox_answers.item_id', '=', itemId)
    .orderBy('inbox_answers.created_at')
    .orderBy('inbox_answers.id')
    .execute();
}
