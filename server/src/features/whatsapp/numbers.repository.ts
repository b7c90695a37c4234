import type { WhatsAppCause } from '@wfc/shared';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DB, WhatsAppNumbersTable } from '../../db/schema';

/**
 * Every query of a member's WhatsApp number (issue 44): her row in `whatsapp_numbers`, the queued
 * messages that go with it, and what her erasure and export read. Takes the database or the
 * caller's transaction.
 */

export type NumberRow = Selectable<WhatsAppNumbersTable>;

/** Her number's row, or undefined. */
export function findNumberOf(db: Kysely<DB>, membershipId: string): Promise<NumberRow | undefined> {
  return db.selectFrom('whatsapp_numbers').selectAll().where('membership_id', '=', membershipId).executeTakeFirst();
}

/** Whose row holds a number (by its HMAC; one row at most, the index is unique), with its state. */
export function findHolderOf(db: Kysely<DB>, phoneHash: string) {
  return db
    .selectFrom('whatsapp_numbers')
    .select(['membership_id', 'verified_at', 'code_hash', 'code_expires_at'])
    .where('phone_hash', '=', phoneHash)
    .executeTakeFirst();
}

/** A new row for her number. */
export async function insertNumber(db: Kysely<DB>, row: Insertable<WhatsAppNumbersTable>): Promise<void> {
  await db.insertInto('whatsapp_numbers').values(row).execute();
}

/** Changes her row. */
export async function updateNumber(db: Kysely<DB>, membershipId: string, values: Updateable<WhatsAppNumbersTable>): Promise<void> {
  await db.updateTable('whatsapp_numbers').set(values).where('membership_id', '=', membershipId).execute();
}

/** Her row, when it exists; true when there was one. */
export async function deleteNumber(db: Kysely<DB>, membershipId: string): Promise<boolean> {
  const result = await db.deleteFrom('whatsapp_numbers').where('membership_id', '=', membershipId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Takes one try of her code while it works (unexpired, tries left), atomically: the code's hash and
 * her number, or undefined when there is no working code. Two tries at once take two tries.
 */
export function takeCodeTry(db: Kysely<DB>, membershipId: string, stamp: string, maxTries: number) {
  return db
    .updateTable('whatsapp_numbers')
    .set((eb) => ({ code_failures: eb('code_failures', '+', 1) }))
    .where('membership_id', '=', membershipId)
    .where('code_hash', 'is not', null)
    .where('code_expires_at', '>', stamp)
    .where('code_failures', '<', maxTries)
    .returning(['phone', 'code_hash', 'code_failures'])
    .executeTakeFirst();
}

/** Codes queued for her in the hour since `since`, whatever became of them (a fresh row's count starts here). */
export async function countCodesSince(db: Kysely<DB>, membershipId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('whatsapp_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('membership_id', '=', membershipId)
    .where('cause', '=', 'number-code')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Her messages not yet handed to the Cloud API; only those to `toPhone`, or of `cause`, when given. */
export async function deleteQueuedMessagesOf(
  db: Kysely<DB>,
  membershipId: string,
  only: { toPhone?: string; cause?: WhatsAppCause } = {},
): Promise<void> {
  let query = db.deleteFrom('whatsapp_messages').where('membership_id', '=', membershipId).where('status', '=', 'queued');
  if (only.toPhone !== undefined) query = query.where('to_phone', '=', only.toPhone);
  if (only.cause !== undefined) query = query.where('cause', '=', only.cause);
  await query.execute();
}

/**
 * Counts one more code in her hour, atomically: a window older than `windowFloor` starts again at
 * `stamp` with this code; else the count goes up while under `max`. False when the hour is used up.
 */
export async function takeCodeSlot(
  db: Kysely<DB>,
  membershipId: string,
  hour: { stamp: string; windowFloor: string; max: number },
): Promise<boolean> {
  const windowOver = sql<boolean>`(codes_window_at is null or codes_window_at <= ${hour.windowFloor})`;
  const result = await db
    .updateTable('whatsapp_numbers')
    .set({
      codes_sent: sql<number>`case when ${windowOver} then 1 else codes_sent + 1 end`,
      codes_window_at: sql<string>`case when ${windowOver} then ${hour.stamp} else codes_window_at end`,
    })
    .where('membership_id', '=', membershipId)
    .where((eb) =>
      eb.or([eb('codes_window_at', 'is', null), eb('codes_window_at', '<=', hour.windowFloor), eb('codes_sent', '<', hour.max)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every message to her, whatever its state (her erasure). */
export async function deleteAllMessagesOf(db: Kysely<DB>, membershipId: string): Promise<void> {
  await db.deleteFrom('whatsapp_messages').where('membership_id', '=', membershipId).execute();
}

/** Her WhatsApp messages in the club's Inbox and their answers (her erasure), as her e-mails to the club are erased. */
export async function deleteInboxItemsOf(db: Kysely<DB>, membershipId: string): Promise<void> {
  const fromHer = db.selectFrom('inbox_items').select('id').where('membership_id', '=', membershipId);
  await db.deleteFrom('inbox_answers').where('item_id', 'in', fromHer).execute();
  await db.deleteFrom('inbox_items').where('membership_id', '=', membershipId).execute();
}

/** The messages sent to her, for her export: which template or kind, why, and where each stands; never parameters or texts. */
export function listMessagesOf(db: Kysely<DB>, membershipId: string) {
  return db
    .selectFrom('whatsapp_messages')
    .select(['kind', 'template', 'cause', 'status', 'created_at', 'sent_at', 'status_at'])
    .where('membership_id', '=', membershipId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
