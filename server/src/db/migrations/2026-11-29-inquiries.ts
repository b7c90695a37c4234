import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Inquiries reach their enabler (issue 14, decision 013): a directory profile may be linked to one
 * enabler account; inquiries gain a state, the account they were sent to, a decline reason, the
 * case they became, the reminder's mark, and a history of who changed them when.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('enablers')
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .execute();
  // Unique, but any number of profiles may be unlinked (NULLs are distinct in both engines).
  await db.schema.createIndex('enablers_user_id_unique').on('enablers').column('user_id').unique().execute();

  // SQLite adds one column a statement; existing inquiries were never seen by anyone: New.
  await db.schema
    .alterTable('inquiries')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('New'))
    .execute();
  await db.schema
    .alterTable('inquiries')
    .addColumn('assigned_user_id', 'text', (c) => c.references('users.id'))
    .execute();
  await db.schema.alterTable('inquiries').addColumn('decline_reason', 'text').execute();
  await db.schema
    .alterTable('inquiries')
    .addColumn('case_id', 'text', (c) => c.references('cases.id'))
    .execute();
  await db.schema.alterTable('inquiries').addColumn('reminder_sent_at', 'text').execute();
  await db.schema.alterTable('inquiries').addColumn('updated_at', 'text').execute();
  await sql`update inquiries set updated_at = created_at`.execute(db);

  await db.schema
    .createTable('inquiry_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inquiry_id', 'text', (c) => c.notNull().references('inquiries.id'))
    .addColumn('actor_id', 'text', (c) => c.references('users.id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('inquiry_events_inquiry_idx').on('inquiry_events').columns(['inquiry_id', 'created_at']).execute();

  // The enabler's Inquiries tab, and the operators' (inquiries to profiles without an account).
  await db.schema.createIndex('inquiries_assigned_created_idx').on('inquiries').columns(['assigned_user_id', 'created_at']).execute();
  await sql`create index inquiries_unassigned_created_idx on inquiries (created_at, id) where assigned_user_id is null`.execute(db);
  // The reminder's scan: New inquiries of an enabler not reminded yet.
  await sql`create index inquiries_reminder_due_idx on inquiries (created_at, id)
    where status = 'New' and reminder_sent_at is null and assigned_user_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'inquiries_reminder_due_idx',
    'inquiries_unassigned_created_idx',
    'inquiries_assigned_created_idx',
    'inquiry_events_inquiry_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.dropTable('inquiry_events').execute();
  for (const column of ['updated_at', 'reminder_sent_at', 'case_id', 'decline_reason', 'assigned_user_id', 'status']) {
    await db.schema.alterTable('inquiries').dropColumn(column).execute();
  }
  await db.schema.dropIndex('enablers_user_id_unique').execute();
  await db.schema.alterTable('enablers').dropColumn('user_id').execute();
}
