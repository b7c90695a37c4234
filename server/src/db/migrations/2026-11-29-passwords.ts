import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Passwords (issue 15, decision 012): a session version per account (a token carrying an older one
 * is refused, so a change or reset ends every other session on every process), the first admin's
 * "choose your own password" mark, reset links (only their SHA-256 is kept) and the audit log.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column a statement.
  await db.schema
    .alterTable('users')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('password_changed_at', 'text').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A reset ends every link the account still has.
  await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').columns(['user_id', 'used_at']).execute();

  // The audit log of staff and account actions (issues 14 and 15). The subject is a kind and an id,
  // with no foreign key: the log outlives what it names (an erased member, a rejected registration).
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The log newest first; one subject's history.
  await db.schema.createIndex('audit_events_created_idx').on('audit_events').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('audit_events_subject_idx')
    .on('audit_events')
    .columns(['subject_kind', 'subject_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
  for (const column of ['password_changed_at', 'must_change_password', 'session_version']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
