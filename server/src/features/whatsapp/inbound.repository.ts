import type { WhatsAppStatus } from '@wfc/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Engine } from '../../db/database';
import type { DB } from '../../db/schema';

/**
 * The queries of WhatsApp coming in (issue 44): the webhook bodies as stored, each event's receipt,
 * the number a message came from, STOP and START, and the delivery of the Inbox's answers.
 */

type WebhookRow = Selectable<DB['whatsapp_webhooks']>;

/** Stores a body as received, before the webhook is answered. */
export async function insertWebhook(db: Kysely<DB>, row: { id: string; body: string; receivedAt: string }): Promise<void> {
  await db.insertInto('whatsapp_webhooks').values({ id: row.id, body: row.body, received_at: row.receivedAt }).execute();
}

/**
 * Claims up to `limit` unprocessed bodies until `leaseUntil`, oldest first: those nobody holds and
 * those whose holder's lease ran out (a process that died midway). PostgreSQL skips rows another
 * process is claiming at that moment; SQLite has one writer at a time anyway.
 */
export async function claimWebhooks(
  db: Kysely<DB>,
  engine: Engine,
  options: { now: string; leaseUntil: string; limit: number },
): Promise<WebhookRow[]> {
  let due = db
    .selectFrom('whatsapp_webhooks')
    .select('id')
    .where('processed_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', options.now)]))
    .orderBy('received_at')
    .limit(options.limit);
  if (engine === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('whatsapp_webhooks')
    .set({ claimed_until: options.leaseUntil })
    .where('id', 'in', due)
    .where('processed_at', 'is', null)
    .returningAll()
    .execute();
}

/** Marks a claimed body processed (its events are applied or were already). */
export async function markWebhookProcessed(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db.updateTable('whatsapp_webhooks').set({ processed_at: now, claimed_until: null }).where('id', '=', id).execute();
}

/**
 * Notes an event as taken (`in:<wamid>`, `st:<wamid>:<status>`); false when it already was, which
 * is how an event delivered twice, or claimed by two processes, is applied once: the caller's
 * transaction then does nothing else.
 */
export async function insertReceipt(db: Kysely<DB>, id: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('whatsapp_receipts')
    .values({ id, received_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The number a message came from, with its member's name, found by the number's HMAC. */
export function findNumberByHash(db: Kysely<DB>, phoneHash: string) {
  return db
    .selectFrom('whatsapp_numbers')
    .innerJoin('memberships', 'memberships.id', 'whatsapp_numbers.membership_id')
    .select([
      'whatsapp_numbers.membership_id',
      'whatsapp_numbers.phone',
      'whatsapp_numbers.locale',
      'whatsapp_numbers.verified_at',
      'whatsapp_numbers.opted_out_at',
      'memberships.first_name',
      'memberships.last_name',
    ])
    .where('whatsapp_numbers.phone_hash', '=', phoneHash)
    .executeTakeFirst();
}

/** Her last message to the club (the 24 hours in which it may answer freely); never moved back. */
export async function recordInbound(db: Kysely<DB>, membershipId: string, at: string): Promise<void> {
  await db
    .updateTable('whatsapp_numbers')
    .set({ last_inbound_at: at, updated_at: at })
    .where('membership_id', '=', membershipId)
    .where((eb) => eb.or([eb('last_inbound_at', 'is', null), eb('last_inbound_at', '<', at)]))
    .execute();
}

/** STOP (`stoppedAt`) or START (null); false when it was already so (nothing to confirm). */
export async function setOptedOut(db: Kysely<DB>, membershipId: string, stoppedAt: string | null, now: string): Promise<boolean> {
  const result = await db
    .updateTable('whatsapp_numbers')
    .set({ opted_out_at: stoppedAt, updated_at: now })
    .where('membership_id', '=', membershipId)
    .where('opted_out_at', stoppedAt === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The delivery state of each WhatsApp answer to an Inbox item (`cause` 'inbox-answer', `cause_id` the item), oldest first. */
export function listAnswerDeliveries(
  db: Kysely<DB>,
  itemId: string,
): Promise<{ text: string | null; status: WhatsAppStatus; created_at: string }[]> {
  return db
    .selectFrom('whatsapp_messages')
    .select(['text', 'status', 'created_at'])
    .where('cause_id', '=', itemId)
    .where('cause', '=', 'inbox-answer')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
