import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Account administration (issue 15, decision 014): each account's last successful sign-in, the
 * state `disabled` renamed `deactivated` (the Users screen's word), and an index for the Users list
 * newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'text').execute();
  await sql`update users set status = 'deactivated' where status = 'disabled'`.execute(db);
  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_created_idx').execute();
  await sql`update users set status = 'disabled' where status = 'deactivated'`.execute(db);
  await db.schema.alterTable('users').dropColumn('last_sign_in_at').execute();
}
