import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Indexes for the club's reports over a period (issue 43, docs/reports.md), each a range of the
 * column a report counts by, so a year of data is read from its index rather than the whole table:
 * - cases by creation with the columns the help report groups by (assignee, status, completion,
 *   deadline) and its id (for its messages), so a year of 100 000 cases is read from the index alone;
 * - a case's first message by staff (case, author kind, time): one index seek a case;
 * - ratings by when they were given; memberships by confirmation; the audit log's erasures by
 *   action and time; newsletters by the start of sending, and their recipients' states and
 *   unsubscriptions (counted from the index alone); sessions by their start; inquiries by their sending.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('cases_report_idx')
    .on('cases')
    .columns(['created_at', 'assigned_to', 'status', 'completed_at', 'deadline', 'id'])
    .execute();
  await db.schema.createIndex('case_messages_author_idx').on('case_messages').columns(['case_id', 'author_kind', 'created_at']).execute();
  await db.schema.createIndex('case_ratings_created_idx').on('case_ratings').column('created_at').execute();
  await db.schema.createIndex('memberships_confirmed_idx').on('memberships').column('confirmed_at').execute();
  await db.schema.createIndex('audit_events_action_created_idx').on('audit_events').columns(['action', 'created_at']).execute();
  await db.schema.createIndex('newsletters_started_idx').on('newsletters').column('started_at').execute();
  await db.schema
    .createIndex('newsletter_recipients_report_idx')
    .on('newsletter_recipients')
    .columns(['newsletter_id', 'status', 'unsubscribed_at'])
    .execute();
  await db.schema.createIndex('session_bookings_starts_idx').on('session_bookings').column('starts_at').execute();
  await db.schema.createIndex('inquiries_created_idx').on('inquiries').columns(['created_at', 'enabler_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    'inquiries_created_idx',
    'session_bookings_starts_idx',
    'newsletter_recipients_report_idx',
    'newsletters_started_idx',
    'audit_events_action_created_idx',
    'memberships_confirmed_idx',
    'case_ratings_created_idx',
    'case_messages_author_idx',
    'cases_report_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
