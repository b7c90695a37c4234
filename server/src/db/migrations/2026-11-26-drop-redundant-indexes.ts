import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Every new case writes each of its table's indexes, so indexes that no query needs are paid for by
 * every help request (docs/performance.md). Two became redundant:
 * - cases (status, deadline): the reports read open cases by deadline from the partial index
 *   cases_open_deadline_idx, and nothing else filters on the deadline;
 * - case_events (case_id, created_at): a case's history is read in case_version order, which the
 *   unique (case_id, case_version) index already serves.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cases_status_deadline_idx').execute();
  await db.schema.dropIndex('case_events_case_created_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('case_events_case_created_idx').on('case_events').columns(['case_id', 'created_at']).execute();
  await db.schema.createIndex('cases_status_deadline_idx').on('cases').columns(['status', 'deadline']).execute();
}
