import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The only code that touches visit_counts, visit_days and visit_hashes (issue 43). */

export type VisitCountInsert = Insertable<DB['visit_counts']>;

// Rows a statement: 6 placeholders each, well under SQLite's and PostgreSQL's limits.
const BATCH = 500;

/** Adds page views to their rows, making those missing: one upsert, so processes add into one total. */
export async function addPageViews(db: Kysely<DB>, rows: readonly VisitCountInsert[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('visit_counts')
      .values(rows.slice(start, start + BATCH))
      .onConflict((oc) =>
        oc
          .columns(['day', 'path', 'referrer_host', 'locale', 'device'])
          .doUpdateSet({ page_views: sql<number>`visit_counts.page_views + excluded.page_views` }),
      )
      .execute();
  }
}

/** Makes the day's row with this salt unless a process made it first; then reads the day's salt (null once the day is over). */
export async function ensureDaySalt(db: Kysely<DB>, day: string, salt: string, now: string): Promise<string | null> {
  await db
    .insertInto('visit_days')
    .values({ day, salt, visitors: null, created_at: now })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db.selectFrom('visit_days').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
  return row.salt;
}

/** Keeps the day's visitor hashes; one already kept (by any process) is not kept twice. */
export async function addVisitorHashes(db: Kysely<DB>, day: string, hashes: readonly string[]): Promise<void> {
  for (let start = 0; start < hashes.length; start += BATCH * 3) {
    await db
      .insertInto('visit_hashes')
      .values(hashes.slice(start, start + BATCH * 3).map((hash) => ({ day, hash })))
      .onConflict((oc) => oc.columns(['day', 'hash']).doNothing())
      .execute();
  }
}

/** The days before `day` that still have their salt: over, and not yet reduced to a count. */
export async function listOpenDaysBefore(db: Kysely<DB>, day: string): Promise<string[]> {
  const rows = await db.selectFrom('visit_days').select('day').where('day', '<', day).where('salt', 'is not', null).execute();
  return rows.map((row) => row.day);
}

/**
 * Reduces a day that is over to its count of visitors and deletes its salt and hashes. Run by any
 * process: the row changes only while it still has its salt, so a second run counts nothing twice.
 */
export async function closeVisitDay(db: Kysely<DB>, day: string): Promise<void> {
  await db
    .updateTable('visit_days')
    .set({
      visitors: (eb) =>
        eb
          .selectFrom('visit_hashes')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where('visit_hashes.day', '=', day),
      salt: null,
    })
    .where('day', '=', day)
    .where('salt', 'is not', null)
    .execute();
  await db.deleteFrom('visit_hashes').where('day', '=', day).execute();
}

/** Page views per day of the period (days with none left out). */
export async function sumPageViewsByDay(db: Kysely<DB>, from: string, to: string): Promise<{ day: string; pageViews: number }[]> {
  const rows = await db
    .selectFrom('visit_counts')
    .select((eb) => ['day', eb.fn.sum<number | string>('page_views').as('views')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute();
  return rows.map((row) => ({ day: row.day, pageViews: Number(row.views) }));
}

/** Visitors per day of the period: a day over, its kept count; the current day, its hashes counted. */
export async function countVisitorsByDay(db: Kysely<DB>, from: string, to: string): Promise<Map<string, number>> {
  const closed = await db
    .selectFrom('visit_days')
    .select(['day', 'visitors'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where('visitors', 'is not', null)
    .execute();
  const open = await db
    .selectFrom('visit_hashes')
    .select((eb) => ['day', eb.fn.countAll<number | string>().as('visitors')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute();
  const visitors = new Map<string, number>();
  for (const row of closed) visitors.set(row.day, Number(row.visitors));
  for (const row of open) visitors.set(row.day, (visitors.get(row.day) ?? 0) + Number(row.visitors));
  return visitors;
}

type Dimension = 'path' | 'referrer_host' | 'locale' | 'device';

/** The period's page views by one column, most first (ties by the column's value); `limit` rows at most. */
export async function sumPageViewsBy<D extends Dimension>(
  db: Kysely<DB>,
  column: D,
  from: string,
  to: string,
  limit: number,
): Promise<{ value: DB['visit_counts'][D]; pageViews: number }[]> {
  let query = db
    .selectFrom('visit_counts')
    .select((eb) => [eb.ref(column).as('value'), eb.fn.sum<number | string>('page_views').as('views')])
    .where('day', '>=', from)
    .where('day', '<=', to);
  if (column === 'referrer_host') query = query.where('referrer_host', '<>', '');
  const rows = await query
    .groupBy(column)
    .orderBy(sql`sum(page_views)`, 'desc')
    .orderBy(column)
    .limit(limit)
    .execute();
  return rows.map((row) => ({ value: row.value as DB['visit_counts'][D], pageViews: Number(row.views) }));
}
