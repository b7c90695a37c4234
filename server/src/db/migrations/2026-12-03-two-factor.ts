import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Second factor (issue 16, decision 020): each account's TOTP secret (sealed with a key derived from
 * JWT_SECRET), its recovery codes (salted hashes), the sign-ins waiting for a code (only the
 * challenge token's SHA-256 is kept), and the admins' security settings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('two_factor_secrets')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    // Null while the setup waits for its first code.
    .addColumn('confirmed_at', 'text')
    // The newest step whose code was accepted: a code is never taken twice.
    .addColumn('last_used_step', 'integer')
    // Wrong codes (app or recovery) counted in a 15-minute window, for every way a code is asked for.
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failure_window_start', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('login_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_challenges_expires_idx').on('login_challenges').column('expires_at').execute();

  await db.schema
    .createTable('security_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // JSON.
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['security_settings', 'login_challenges', 'recovery_codes', 'two_factor_secrets']) {
    await db.schema.dropTable(table).execute();
  }
}
