import type { MailStatus } from '@wfc/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Engine } from '../../db/database';
import type { DB, OutboxMessagesTable } from '../../db/schema';

/** The only code that touches outbox_messages. Every function takes `db`, which may be a transaction. */
export type OutboxRow = Selectable<OutboxMessagesTable>;

/** A rendered message as stored. */
export interface StoredParts {
  subject: string;
  text: string;
  html: string;
}

/** Where a page of the Mail list ends: the last row's creation time and id. */
export interface MailPosition {
  createdAt: string;
  id: string;
}

export async function insertOutboxMessage(db: Kysely<DB>, row: Insertable<OutboxMessagesTable>): Promise<void> {
  await db.insertInto('outbox_messages').values(row).execute();
}

/** Messages not rendered yet (queued or held), oldest first. */
export function listUnrendered(db: Kysely<DB>, limit: number): Promise<OutboxRow[]> {
  return db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('status', 'in', ['queued', 'held'])
    .where('subject', 'is', null)
    .where('data', 'is not', null)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

export async function storeRendered(db: Kysely<DB>, id: string, parts: StoredParts): Promise<void> {
  await db.updateTable('outbox_messages').set(parts).where('id', '=', id).where('purged_at', 'is', null).execute();
}

/**
 * Claims up to `limit` due messages for this process until `leaseUntil`, in one statement: queued
 * ones whose time has come, and ones whose sender's lease ran out (a process that died mid-send).
 * A claimed row's next_attempt_at is its lease's end, so one index serves both. PostgreSQL skips
 * rows another process is claiming at that moment; SQLite runs one writer at a time anyway.
 * Each claim counts an attempt; the new count is the claim's token for the marks that follow.
 */
export async function claimDueMessages(
  db: Kysely<DB>,
  engine: Engine,
  options: { now: string; leaseUntil: string; limit: number },
): Promise<OutboxRow[]> {
  let due = db
    .selectFrom('outbox_messages')
    .select('id')
    .where('status', 'in', ['queued', 'sending'])
    .where('next_attempt_at', '<=', options.now)
    .orderBy('next_attempt_at')
    .limit(options.limit);
  if (engine === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('outbox_messages')
    .set((eb) => ({
      status: 'sending',
      attempts: eb('attempts', '+', 1),
      claimed_until: options.leaseUntil,
      next_attempt_at: options.leaseUntil,
      updated_at: options.now,
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/** Records a delivery (with the parts sent, if they were rendered just now). */
export async function markSent(db: Kysely<DB>, id: string, values: { messageId: string; now: string; parts?: StoredParts }): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({
      ...values.parts,
      status: 'sent',
      message_id: values.messageId,
      sent_at: values.now,
      claimed_until: null,
      last_error: null,
      secrets: null,
      updated_at: values.now,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Ends this process's claim (the one that made `attempts`) with a new status: queued again at
 * `nextAttemptAt`, or failed. Does nothing if another process has claimed the message since.
 */
export async function endClaim(
  db: Kysely<DB>,
  id: string,
  attempts: number,
  values: {
    status: 'queued' | 'failed';
    nextAttemptAt: string;
    lastError: string | null;
    now: string;
    parts?: StoredParts;
    undoAttempt?: boolean;
  },
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set((eb) => ({
      ...values.parts,
      status: values.status,
      // A message that failed for good will not be sent: its live links go.
      ...(values.status === 'failed' ? { secrets: null } : {}),
      attempts: values.undoAttempt ? eb('attempts', '-', 1) : eb.ref('attempts'),
      next_attempt_at: values.nextAttemptAt,
      claimed_until: null,
      last_error: values.lastError,
      updated_at: values.now,
    }))
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('attempts', '=', attempts)
    .execute();
}

/** Moves every message of status `from` to `to` (held mail out when SMTP_URL is set, and back); returns how many. */
export async function moveStatus(db: Kysely<DB>, from: 'held' | 'queued', to: 'held' | 'queued', now: string): Promise<number> {
  const result = await db
    .updateTable('outbox_messages')
    .set({ status: to, next_attempt_at: now, updated_at: now })
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Empties the bodies of up to `limit` messages sent or failed before `before`, keeping the rest of each row. */
export async function purgeBodies(db: Kysely<DB>, before: string, now: string, limit: number): Promise<number> {
  const old = db
    .selectFrom('outbox_messages')
    .select('id')
    .where('purged_at', 'is', null)
    .where('updated_at', '<', before)
    .where('status', 'in', ['sent', 'failed'])
    .limit(limit);
  const result = await db
    .updateTable('outbox_messages')
    .set({ data: null, secrets: null, text: null, html: null, purged_at: now })
    .where('id', 'in', old)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** What the Mail page may read of a row: everything but its sealed live links. */
export type OutboxShownRow = Omit<OutboxRow, 'secrets' | 'thread_ref' | 'reply_route_id' | 'in_reply_to'>;

const shownColumns = [
  'id',
  'kind',
  'recipient',
  'recipient_name',
  'cc',
  'cc_name',
  'data',
  'subject',
  'text',
  'html',
  'status',
  'attempts',
  'next_attempt_at',
  'claimed_until',
  'last_error',
  'message_id',
  'sent_at',
  'purged_at',
  'created_at',
  'updated_at',
] as const;

/** One message as the Mail page shows it (never its sealed links). */
export function findOutboxMessage(db: Kysely<DB>, id: string): Promise<OutboxShownRow | undefined> {
  return db.selectFrom('outbox_messages').select(shownColumns).where('id', '=', id).executeTakeFirst();
}

/** What the Mail list shows of a row: everything but the rendered bodies and the sealed links. */
export type OutboxSummaryRow = Omit<OutboxRow, 'text' | 'html' | 'secrets' | 'thread_ref' | 'reply_route_id' | 'in_reply_to'>;

const summaryColumns = [
  'id',
  'kind',
  'recipient',
  'recipient_name',
  'cc',
  'cc_name',
  'data',
  'subject',
  'status',
  'attempts',
  'next_attempt_at',
  'claimed_until',
  'last_error',
  'message_id',
  'sent_at',
  'purged_at',
  'created_at',
  'updated_at',
] as const;

/** One page of the Mail list, newest first, after `after`. */
export function listOutboxPage(
  db: Kysely<DB>,
  options: { status: MailStatus | undefined; limit: number; after: MailPosition | undefined },
): Promise<OutboxSummaryRow[]> {
  let query = db.selectFrom('outbox_messages').select(summaryColumns);
  if (options.status) query = query.where('status', '=', options.status);
  const after = options.after;
  if (after) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

export async function countOutbox(db: Kysely<DB>, status: MailStatus | undefined): Promise<number> {
  let query = db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The recipient of a message the outbox made, by its row id or its Message-ID (a bounce's returned headers). */
export async function findRecipientOf(
  db: Kysely<DB>,
  ref: { id: string } | { messageId: string },
): Promise<{ id: string; recipient: string } | undefined> {
  const query = db.selectFrom('outbox_messages').select(['id', 'recipient']);
  return ('id' in ref ? query.where('id', '=', ref.id) : query.where('message_id', '=', ref.messageId)).executeTakeFirst();
}

/** Notes on a sent message that it bounced later (the Mail page shows it as its last error). */
export async function noteBounce(db: Kysely<DB>, id: string, reason: string, now: string): Promise<void> {
  await db.updateTable('outbox_messages').set({ last_error: reason, updated_at: now }).where('id', '=', id).execute();
}
