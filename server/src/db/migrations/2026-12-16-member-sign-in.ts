import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Members sign in with their address alone (issue 28, decision 030).
 *
 * `member_sign_in_tokens`: one e-mail's link and code. Only the link token's SHA-256 and the code's
 * HMAC are kept. The link works until `expires_at`, and again within 10 minutes of `first_used_at`;
 * the code once (`code_used_at`), with `code_failures` counting wrong tries (at most 5).
 *
 * `member_sessions`: a browser signed in; only the cookie's SHA-256 is kept. It lasts 30 days from
 * `last_seen_at`; signing out deletes the row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_sign_in_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('code_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('code_used_at', 'text')
    .addColumn('first_used_at', 'text')
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('member_sign_in_tokens_email_idx').on('member_sign_in_tokens').columns(['email', 'expires_at']).execute();

  await db.schema
    .createTable('member_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('member_sessions_email_idx').on('member_sessions').column('email').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_sessions').execute();
  await db.schema.dropTable('member_sign_in_tokens').execute();
}
