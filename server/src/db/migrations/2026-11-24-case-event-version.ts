import type { Kysely } from 'kysely';

// A case's history is ordered by the version each change produced, not by clock time: two changes
// in one millisecond (or on two servers with skewed clocks) still read back in the order they won,
// and the unique index refuses a second change recorded on the same version.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('case_events')
    .addColumn('case_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('case_events_case_version_idx').unique().on('case_events').columns(['case_id', 'case_version']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('case_events_case_version_idx').execute();
  await db.schema.alterTable('case_events').dropColumn('case_version').execute();
}
