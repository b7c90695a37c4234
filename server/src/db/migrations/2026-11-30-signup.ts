import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Sign-up and availability (issue 15, decision 015): when a self-registered account proved its
 * e-mail address, its verification links (only their SHA-256 is kept), and each enabler's
 * availability for new cases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column a statement.
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('taking_new_cases', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('users').addColumn('away_until', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('case_capacity', 'integer', (c) => c.notNull().defaultTo(5))
    .execute();

  await db.schema
    .createTable('email_verification_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A rejected or replaced registration takes its links with it.
  await db.schema.createIndex('email_verification_tokens_user_idx').on('email_verification_tokens').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_verification_tokens').execute();
  for (const column of ['case_capacity', 'away_until', 'taking_new_cases', 'email_verified_at']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
