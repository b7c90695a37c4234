import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * The help report over a year without sorting or row reads where an index can serve (issue 43,
 * docs/reports.md "Speed"):
 * - `case_ratings_report_idx` (given, case, stars) replaces `case_ratings_created_idx`: a year's
 *   ratings are read from the index alone;
 * - `cases_id_assignee_idx` (id, assignee): each of those ratings finds its case's assignee in it,
 *   not in the case's row (SQLite is told to use it: its planner prefers the primary key's index);
 * - `cases_assignee_report_idx` (assignee, creation, status, completion, deadline, first response)
 *   replaces `cases_assignee_created_idx` (its first two columns): the counts per assignee read each
 *   staff account's cases of the period in turn, already grouped, instead of sorting the year's cases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('case_ratings_report_idx').on('case_ratings').columns(['created_at', 'case_id', 'rating']).execute();
  await db.schema.dropIndex('case_ratings_created_idx').execute();
  await db.schema.createIndex('cases_id_assignee_idx').on('cases').columns(['id', 'assigned_to']).execute();
  await db.schema
    .createIndex('cases_assignee_report_idx')
    .on('cases')
    .columns(['assigned_to', 'created_at', 'status', 'completed_at', 'deadline', 'first_response_at'])
    .execute();
  await db.schema.dropIndex('cases_assignee_created_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('cases_assignee_created_idx').on('cases').columns(['assigned_to', 'created_at']).execute();
  await db.schema.dropIndex('cases_assignee_report_idx').execute();
  await db.schema.dropIndex('cases_id_assignee_idx').execute();
  await db.schema.createIndex('case_ratings_created_idx').on('case_ratings').column('created_at').execute();
  await db.schema.dropIndex('case_ratings_report_idx').execute();
}
