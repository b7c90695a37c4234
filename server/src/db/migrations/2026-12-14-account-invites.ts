import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Staff invitations (issue 26, decision 014): an admin invites a person by e-mail, and she chooses
 * her own password through a seven-day, single-use link; only its SHA-256 is kept. Her account is
 * `invited` until then (users.status is text, so the new state needs no change of the column).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_invites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A new invitation ends the earlier links of the account.
  await db.schema.createIndex('account_invites_user_idx').on('account_invites').columns(['user_id', 'used_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_invites').execute();
}
