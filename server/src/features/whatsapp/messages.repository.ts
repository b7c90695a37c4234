import type { Insertable, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Engine } from '../../db/database';
import type { DB, WhatsAppMessagesTable } from '../../db/schema';

/**
 * The queue's queries on whatsapp_messages (issue 44). Every function takes `db`, which may be a
 * transaction. A claim leaves a row `queued` with `lease_until` (and `next_attempt_at`) at its
 * lease's end; the sender then marks it `sending`, which only the claim's holder can do.
 */
export type WhatsAppMessageRow = Selectable<WhatsAppMessagesTable>;

// An arbitrary, fixed 64-bit key: PostgreSQL claims of every process take turns under it, so the rate's count is exact.
const CLAIM_LOCK_KEY = 4_402_771_913;

export async function insertWhatsAppMessage(db: Kysely<DB>, row: Insertable<WhatsAppMessagesTable>): Promise<void> {
  await db.insertInto('whatsapp_messages').values(row).execute();
}

/**
 * Claims up to `limit` due queued messages until `leaseUntil`, and no more than `ratePerSecond`
 * minus the claims of the last second in every process (a claim made at t has `lease_until` t +
 * the lease, so those are the rows whose lease ends after `recentLeaseAfter`). Run it in a write
 * transaction: on PostgreSQL it takes a transaction lock first, so two processes never count the
 * same second twice, and skips rows locked by another claim; SQLite runs one writer at a time.
 */
export async function claimDueMessages(
  db: Kysely<DB>,
  engine: Engine,
  options: { now: string; leaseUntil: string; recentLeaseAfter: string; ratePerSecond: number; limit: number },
): Promise<{ rows: WhatsAppMessageRow[]; limited: boolean }> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${CLAIM_LOCK_KEY})`.execute(db);
  // Idle passes stop here, on the due index; the count below reads its own (whatsapp_messages_lease).
  const anyDue = await db
    .selectFrom('whatsapp_messages')
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', options.now)
    .limit(1)
    .executeTakeFirst();
  if (!anyDue) return { rows: [], limited: false };
  const recent = await db
    .selectFrom('whatsapp_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('lease_until', '>', options.recentLeaseAfter)
    .executeTakeFirstOrThrow();
  const budget = options.ratePerSecond - Number(recent.n);
  if (budget <= 0) return { rows: [], limited: true };
  const limit = Math.min(budget, options.limit);
  let due = db
    .selectFrom('whatsapp_messages')
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', options.now)
    .orderBy('next_attempt_at')
    .limit(limit);
  if (engine === 'postgres') due = due.forUpdate().skipLocked();
  const rows = await db
    .updateTable('whatsapp_messages')
    .set({ lease_until: options.leaseUntil, next_attempt_at: options.leaseUntil })
    .where('id', 'in', due)
    .returningAll()
    .execute();
  return { rows, limited: rows.length === budget && budget < options.limit };
}

/**
 * Marks a claimed message `sending` (one more attempt) just before the call, its lease renewed to
 * `sendingUntil` (it may have waited in its batch); the new attempt count, the token of the marks
 * that follow, or undefined when the claim is no longer this process's (its lease ran out and
 * another took it).
 */
export async function markSending(db: Kysely<DB>, id: string, leaseUntil: string, sendingUntil: string): Promise<number | undefined> {
  const row = await db
    .updateTable('whatsapp_messages')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), lease_until: sendingUntil }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('lease_until', '=', leaseUntil)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts;
}

/**
 * Records the Cloud API's acceptance: `sent`, its wamid, the code's sealed copy dropped. A success
 * wins over the stale-lease failure (the message did go), never over a later status.
 */
export async function markSent(
  db: Kysely<DB>,
  id: string,
  attempts: number,
  values: { waMessageId: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('whatsapp_messages')
    .set({ status: 'sent', wa_message_id: values.waMessageId, sent_at: values.now, status_at: values.now, secrets: null, error: null })
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .where('status', 'in', ['sending', 'failed'])
    .where('wa_message_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends an attempt that failed: queued again at `nextAttemptAt`, or failed (its sealed copy dropped). */
export async function endAttempt(
  db: Kysely<DB>,
  id: string,
  attempts: number,
  values: { status: 'queued' | 'failed'; nextAttemptAt: string; error: string; now: string },
): Promise<void> {
  await db
    .updateTable('whatsapp_messages')
    .set({
      status: values.status,
      next_attempt_at: values.nextAttemptAt,
      error: values.error,
      ...(values.status === 'failed' ? { secrets: null, status_at: values.now } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('attempts', '=', attempts)
    .execute();
}

/** Fails a claimed message without sending it (her number was stopped, is failing, or is gone). */
export async function failClaimed(db: Kysely<DB>, id: string, leaseUntil: string, values: { error: string; now: string }): Promise<void> {
  await db
    .updateTable('whatsapp_messages')
    .set({ status: 'failed', error: values.error, secrets: null, status_at: values.now, next_attempt_at: values.now })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('lease_until', '=', leaseUntil)
    .execute();
}

/** Hands a claimed message back untouched (the process is stopping): due at once, for any process. */
export async function releaseClaim(db: Kysely<DB>, id: string, leaseUntil: string, now: string): Promise<void> {
  await db
    .updateTable('whatsapp_messages')
    .set({ next_attempt_at: now })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('lease_until', '=', leaseUntil)
    .execute();
}

/** The reason kept with such a message: staff read it on the Mail page's WhatsApp list, never an API answer (typed `string`, so the answers' inventory does not take it for one). */
const DIED_DURING_CALL: string = 'the sender stopped during the call: not sent again, as it may have gone';

/**
 * Fails the messages left `sending` past their lease (a process died during the call): whether the
 * Cloud API took them is unknown, so they are never sent again. Returns how many.
 */
export async function failStaleSending(db: Kysely<DB>, now: string): Promise<number> {
  const result = await db
    .updateTable('whatsapp_messages')
    .set({
      status: 'failed',
      error: DIED_DURING_CALL,
      secrets: null,
      status_at: now,
    })
    .where('status', '=', 'sending')
    .where('lease_until', '<', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Per cause id, the distinct members its messages reached (sent, delivered or read). */
export async function countReach(db: Kysely<DB>, causeIds: string[]): Promise<{ cause_id: string | null; members: number }[]> {
  if (causeIds.length === 0) return [];
  const rows = await db
    .selectFrom('whatsapp_messages')
    .select((eb) => ['cause_id', eb.fn.count<number>('membership_id').distinct().as('members')])
    .where('cause_id', 'in', causeIds)
    .where('status', 'in', ['sent', 'delivered', 'read'])
    .groupBy('cause_id')
    .execute();
  return rows.map((row) => ({ cause_id: row.cause_id, members: Number(row.members) }));
}
