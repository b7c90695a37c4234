import type { NewsletterStatus } from '@wfc/shared';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Engine } from '../../db/database';
import type { DB, NewslettersTable } from '../../db/schema';

/**
 * The only code that touches the newsletters table and the send rate's window (newsletter_send_windows).
 * Every function takes `db`, which may be a transaction.
 */
export type NewsletterRow = Selectable<NewslettersTable>;

export async function insertNewsletter(db: Kysely<DB>, row: Insertable<NewslettersTable>): Promise<void> {
  await db.insertInto('newsletters').values(row).execute();
}

export function findNewsletter(db: Kysely<DB>, id: string): Promise<NewsletterRow | undefined> {
  return db.selectFrom('newsletters').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row, locked against another process's change until the transaction ends (PostgreSQL; SQLite has one writer). */
export function lockNewsletter(db: Kysely<DB>, engine: Engine, id: string): Promise<NewsletterRow | undefined> {
  let query = db.selectFrom('newsletters').selectAll().where('id', '=', id);
  if (engine === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function slugTaken(db: Kysely<DB>, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('newsletters').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Every newsletter, drafts and scheduled ones first, then the newest. */
export function listNewsletters(db: Kysely<DB>, limit: number): Promise<NewsletterRow[]> {
  return db
    .selectFrom('newsletters')
    .selectAll()
    .orderBy((eb) => eb.case().when('status', 'in', ['draft', 'scheduled']).then(0).else(1).end())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Changes a newsletter only while its status is one of `from` (so two people or processes cannot
 * both move it); returns whether it did.
 */
export async function updateNewsletterIf(
  db: Kysely<DB>,
  id: string,
  from: readonly NewsletterStatus[],
  values: Updateable<NewslettersTable>,
): Promise<boolean> {
  const result = await db.updateTable('newsletters').set(values).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteNewsletter(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('newsletters').where('id', '=', id).where('status', '=', 'draft').executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Scheduled newsletters whose time has come, moved to `preparing` by whichever process gets there first. */
export async function startDueScheduled(db: Kysely<DB>, now: string): Promise<NewsletterRow[]> {
  return db
    .updateTable('newsletters')
    .set({ status: 'preparing', started_at: now, updated_at: now })
    .where('status', '=', 'scheduled')
    .where('scheduled_at', '<=', now)
    .returningAll()
    .execute();
}

/** A newsletter whose recipients are still being copied and whose copier's lease ran out (or never was), leased to this process. */
export async function claimPreparing(db: Kysely<DB>, engine: Engine, now: string, leaseUntil: string): Promise<NewsletterRow | undefined> {
  let next = db
    .selectFrom('newsletters')
    .select('id')
    .where('status', '=', 'preparing')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('started_at')
    .limit(1);
  if (engine === 'postgres') next = next.forUpdate().skipLocked();
  return db.updateTable('newsletters').set({ claimed_until: leaseUntil }).where('id', 'in', next).returningAll().executeTakeFirst();
}

/** The ids of newsletters being sent, oldest first. */
export async function sendingIds(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('newsletters').select('id').where('status', '=', 'sending').orderBy('started_at').execute();
  return rows.map((row) => row.id);
}

/** The names of the staff who sent newsletters, by account id. */
export async function namesOf(db: Kysely<DB>, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', userIds).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The send rate's window: the minute it counts and how many sends of it were taken. */
type SendWindow = Pick<Selectable<DB['newsletter_send_windows']>, 'window_start' | 'used'>;

/**
 * The send rate's window row `id` (made for `minute` when missing), locked against another
 * process's change until the transaction ends (PostgreSQL; SQLite has one writer).
 */
export async function lockSendWindow(trx: Kysely<DB>, engine: Engine, id: string, minute: string): Promise<SendWindow> {
  await trx
    .insertInto('newsletter_send_windows')
    .values({ id, window_start: minute, used: 0 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  let read = trx.selectFrom('newsletter_send_windows').select(['window_start', 'used']).where('id', '=', id);
  if (engine === 'postgres') read = read.forUpdate();
  return read.executeTakeFirstOrThrow();
}

export async function saveSendWindow(trx: Kysely<DB>, id: string, window: SendWindow): Promise<void> {
  await trx.updateTable('newsletter_send_windows').set(window).where('id', '=', id).execute();
}

/** Gives `unused` sends back to the window, only while it still counts `minute` and has taken that many. */
export async function giveBackToSendWindow(db: Kysely<DB>, id: string, minute: string, unused: number): Promise<void> {
  await db
    .updateTable('newsletter_send_windows')
    .set((eb) => ({ used: eb('used', '-', unused) }))
    .where('id', '=', id)
    .where('window_start', '=', minute)
    .where('used', '>=', unused)
    .execute();
}
