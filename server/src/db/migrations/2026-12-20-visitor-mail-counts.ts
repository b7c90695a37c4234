import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Mail a public form sends to an address the visitor typed (issue 38, finding 3): one row per
 * address and purpose, counting the mails of the current 24-hour window. The address is kept only
 * as its SHA-256; rows whose window ended are purged with the outbox's sent mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visitor_mail_counts')
    .addColumn('address_hash', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('sent', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('visitor_mail_counts_pkey', ['address_hash', 'purpose'])
    .execute();
  await db.schema.createIndex('visitor_mail_counts_window').on('visitor_mail_counts').column('window_start').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('visitor_mail_counts').execute();
}
