import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * A case's first response kept on the case (issue 43, docs/reports.md): `cases.first_response_at`, when
 * the first message in its thread by an enabler or an operator was written, set once by the cases
 * feature in that message's transaction, and here filled in for the cases there are (the earliest
 * such message of each). The help report then reads a year of cases as one range of one index, with
 * every column it counts by, instead of seeking each case's messages:
 * - `cases_help_report_idx` (creation, assignee, status, completion, deadline, first response)
 *   replaces `cases_report_idx`, which lacked the first response;
 * - `case_messages_author_idx` (a case's messages by author kind), there only for that seek, goes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cases').addColumn('first_response_at', 'text').execute();
  await db
    .updateTable('cases')
    .set((eb) => ({
      first_response_at: eb
        .selectFrom('case_messages')
        .whereRef('case_messages.case_id', '=', 'cases.id')
        .where('case_messages.author_kind', 'in', ['enabler', 'operator'])
        .select((inner) => inner.fn.min('case_messages.created_at').as('at')),
    }))
    .execute();
  await db.schema.dropIndex('cases_report_idx').execute();
  await db.schema
    .createIndex('cases_help_report_idx')
    .on('cases')
    .columns(['created_at', 'assigned_to', 'status', 'completed_at', 'deadline', 'first_response_at'])
    .execute();
  await db.schema.dropIndex('case_messages_author_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('case_messages_author_idx').on('case_messages').columns(['case_id', 'author_kind', 'created_at']).execute();
  await db.schema.dropIndex('cases_help_report_idx').execute();
  await db.schema
    .createIndex('cases_report_idx')
    .on('cases')
    .columns(['created_at', 'assigned_to', 'status', 'completed_at', 'deadline', 'id'])
    .execute();
  await db.schema.alterTable('cases').dropColumn('first_response_at').execute();
}
