import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Newsletters (issue 29, decision 031).
 *
 * `newsletters`: one newsletter, its English and optional Malayalam text (Markdown), its topics and
 * filters (JSON), and where sending stands. `freeze_after` is the last membership id copied into its
 * recipients while it is `preparing` (pages of about 1 000, resumable), `claimed_until` a process's
 * lease on that copying.
 *
 * `newsletter_recipients`: the list frozen when sending starts, one row per member, her address,
 * name and language as they were. Claimed in batches like the outbox's rows (`sending` until
 * `claimed_until`), marked `sent` only once the mail server took the message. `link_hash` is the
 * SHA-256 of her preferences link in it. One row per member and newsletter, by a unique index.
 *
 * `mail_suppressions`: addresses a mail server refused for good (5xx): no bulk mail goes to them
 * until the member confirms her address again.
 *
 * `newsletter_send_windows`: the send rate's window, one row, so it survives a restart and holds
 * across processes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletters')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('preheader', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('ml_subject', 'text')
    .addColumn('ml_preheader', 'text')
    .addColumn('ml_body', 'text')
    .addColumn('topics', 'text', (col) => col.notNull())
    .addColumn('filters', 'text', (col) => col.notNull())
    .addColumn('members_only', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('scheduled_at', 'text')
    .addColumn('pause_reason', 'text')
    .addColumn('freeze_after', 'text')
    .addColumn('frozen_at', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('created_by', 'text')
    .addColumn('sent_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('newsletters_status_idx').on('newsletters').columns(['status', 'scheduled_at']).execute();

  await db.schema
    .createTable('newsletter_recipients')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('newsletter_id', 'text', (col) => col.notNull().references('newsletters.id').onDelete('cascade'))
    .addColumn('membership_id', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('link_hash', 'text', (col) => col.unique())
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute();
  await db.schema
    .createIndex('newsletter_recipients_member_idx')
    .on('newsletter_recipients')
    .columns(['newsletter_id', 'membership_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('newsletter_recipients_due_idx')
    .on('newsletter_recipients')
    .columns(['newsletter_id', 'status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('newsletter_recipients_membership_idx').on('newsletter_recipients').column('membership_id').execute();

  await db.schema
    .createTable('mail_suppressions')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_send_windows')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('used', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_send_windows').execute();
  await db.schema.dropTable('mail_suppressions').execute();
  await db.schema.dropTable('newsletter_recipients').execute();
  await db.schema.dropTable('newsletters').execute();
}
