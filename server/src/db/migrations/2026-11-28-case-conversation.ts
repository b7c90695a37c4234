import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * The help loop (issue 13, decision 010): a conversation on every case, the requester's private
 * links (only their SHA-256 is kept), ratings, and what the scheduler needs to send each reminder,
 * overdue notice and operators' digest exactly once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column a statement.
  for (const column of ['reminder_sent_at', 'overdue_sent_at', 'completed_at', 'last_message_by']) {
    await db.schema.alterTable('cases').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('case_events').addColumn('note', 'text').execute();
  // Cases completed before this migration: their completion time is in their history.
  await sql`update cases set completed_at = (
      select max(e.created_at) from case_events e where e.case_id = cases.id and e.action = 'completed')
    where status = 'Completed'`.execute(db);

  await db.schema
    .createTable('case_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id'))
    .addColumn('author_kind', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.references('users.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A case's thread, oldest first.
  await db.schema.createIndex('case_messages_case_created_idx').on('case_messages').columns(['case_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('case_access_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('case_ratings')
    .addColumn('case_id', 'text', (c) => c.primaryKey().references('cases.id'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // One row per operator (or admin) who has been sent a digest: when, and the last case it covered.
  await db.schema
    .createTable('operator_digests')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('last_sent_at', 'text')
    .addColumn('covered_until', 'text', (c) => c.notNull())
    .addColumn('covered_case_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // "Find my requests": a requester's cases by address.
  await db.schema.createIndex('cases_requester_created_idx').on('cases').columns(['requester_email', 'created_at']).execute();
  // The scheduler's two scans: open cases whose reminder or overdue notice is still to be sent.
  await sql`create index cases_reminder_due_idx on cases (deadline, id)
    where status <> 'Completed' and reminder_sent_at is null`.execute(db);
  await sql`create index cases_overdue_due_idx on cases (deadline, id)
    where status <> 'Completed' and overdue_sent_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cases_overdue_due_idx').execute();
  await db.schema.dropIndex('cases_reminder_due_idx').execute();
  await db.schema.dropIndex('cases_requester_created_idx').execute();
  for (const table of ['operator_digests', 'case_ratings', 'case_access_tokens', 'case_messages']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('case_events').dropColumn('note').execute();
  for (const column of ['last_message_by', 'completed_at', 'overdue_sent_at', 'reminder_sent_at']) {
    await db.schema.alterTable('cases').dropColumn(column).execute();
  }
}
