import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Visits counted without cookies or personal data (issue 43, docs/analytics.md).
 * - `visit_counts`: page views per day (Asia/Kolkata), path (without its language prefix), referring
 *   site's host ('' when none), language and device class; counts only. Its key leads with the day,
 *   so a period's figures read one range of it; processes add to a row with one upsert.
 * - `visit_days`: one row per day: the day's random salt while the day lasts (NULL after), and its
 *   unique visitors once the day is over (NULL while it lasts: they are counted from its hashes).
 * - `visit_hashes`: the current day's visitor hashes, SHA-256(salt, address, user agent), deleted
 *   with the salt when the day is over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visit_counts')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('referrer_host', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('page_views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('visit_counts_pkey', ['day', 'path', 'referrer_host', 'locale', 'device'])
    .execute();
  await db.schema
    .createTable('visit_days')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .addColumn('salt', 'text')
    .addColumn('visitors', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('visit_hashes')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('visit_hashes_pkey', ['day', 'hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('visit_hashes').execute();
  await db.schema.dropTable('visit_days').execute();
  await db.schema.dropTable('visit_counts').execute();
}
