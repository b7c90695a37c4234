import type { WhatsAppStatus } from '@wfc/shared';
import type { Insertable, Kysely } from 'kysely';
import type { DB, WhatsAppNumbersTable } from '../../../db/schema';

/** The test kit's queries (issue 44): a number written as her page leaves it, and the queue read back. */

/** Stores a number as the test needs it (the columns not given take the table's defaults). */
export async function insertNumber(db: Kysely<DB>, row: Insertable<WhatsAppNumbersTable>): Promise<void> {
  await db.insertInto('whatsapp_numbers').values(row).execute();
}

/** The memberships' ids by address. */
export async function membershipIdsOf(db: Kysely<DB>, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db.selectFrom('memberships').select(['id', 'email']).where('email', 'in', emails).execute();
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** The queued messages of one cause (or of every cause), oldest first. */
export function listMessages(db: Kysely<DB>, causeId?: string) {
  let query = db
    .selectFrom('whatsapp_messages as message')
    .leftJoin('memberships as member', 'member.id', 'message.membership_id')
    .select([
      'message.id',
      'member.email',
      'message.template',
      'message.locale',
      'message.params',
      'message.cause',
      'message.cause_id',
      'message.status',
    ])
    .orderBy('message.created_at')
    .orderBy('message.id');
  if (causeId !== undefined) query = query.where('message.cause_id', '=', causeId);
  return query.execute();
}

/** Moves messages on as the webhook would (sent, delivered, read or failed). */
export async function setMessageStatus(db: Kysely<DB>, ids: string[], status: WhatsAppStatus, now: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('whatsapp_messages').set({ status, status_at: now }).where('id', 'in', ids).execute();
}

export async function deleteMessages(db: Kysely<DB>): Promise<void> {
  await db.deleteFrom('whatsapp_messages').execute();
}
