import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * The mail outbox (decision 009): every notification is a row written in the transaction of the
 * change that causes it; workers in every process claim due rows, send them and mark them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text')
    // The message component's props (JSON) until sent and purged.
    .addColumn('data', 'text')
    // Rendered when first prepared; text and html are emptied with data by the purge.
    .addColumn('subject', 'text')
    .addColumn('text', 'text')
    .addColumn('html', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('purged_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The worker's claim: due rows by status and time (a claimed row's next_attempt_at is its lease's end).
  await db.schema.createIndex('outbox_messages_status_due_idx').on('outbox_messages').columns(['status', 'next_attempt_at']).execute();
  // The admin's Mail page: newest first, all or by status.
  await db.schema.createIndex('outbox_messages_created_idx').on('outbox_messages').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('outbox_messages_status_created_idx').on('outbox_messages').columns(['status', 'created_at', 'id']).execute();
  // The purge: finished rows whose bodies are still kept.
  await db.schema
    .createIndex('outbox_messages_unpurged_idx')
    .on('outbox_messages')
    .column('updated_at')
    .where(sql.ref('purged_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_messages').execute();
}
