import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Tally lines in the audit log (issue 26): failed sign-ins and failed second-factor codes are
 * counted on one line per account and window instead of one line each, so guessing cannot grow
 * the table without limit. `window_key` names the line's action, subject and window; its unique
 * index makes the count one upsert that holds across processes (NULLs, every other line's, never
 * collide, on SQLite and PostgreSQL alike). `occurrences` is the count, NULL on an ordinary line.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_events').addColumn('window_key', 'text').execute();
  await db.schema.alterTable('audit_events').addColumn('occurrences', 'integer').execute();
  await db.schema.createIndex('audit_events_window_key_idx').on('audit_events').column('window_key').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('audit_events_window_key_idx').execute();
  await db.schema.alterTable('audit_events').dropColumn('occurrences').execute();
  await db.schema.alterTable('audit_events').dropColumn('window_key').execute();
}
