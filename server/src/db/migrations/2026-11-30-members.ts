import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Members (issue 14, decision 016): a sign-up is confirmed by an e-mailed link; each member has
 * links to confirm (expiring) and to unsubscribe (not expiring), of which only the SHA-256 is kept;
 * the staff's Members list reads newest first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Sign-ups from before confirmation existed stay unconfirmed until staff hear otherwise.
  await db.schema.alterTable('memberships').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('memberships').addColumn('unsubscribed_at', 'text').execute();
  // The Members list pages newest first by (created_at, id): one index for both.
  await db.schema.dropIndex('memberships_created_idx').execute();
  await db.schema.createIndex('memberships_created_id_idx').on('memberships').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('member_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('membership_id', 'text', (c) => c.notNull().references('memberships.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text')
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Erasure removes a member's links.
  await db.schema.createIndex('member_tokens_membership_idx').on('member_tokens').column('membership_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_tokens').execute();
  await db.schema.dropIndex('memberships_created_id_idx').execute();
  await db.schema.createIndex('memberships_created_idx').on('memberships').column('created_at').execute();
  await db.schema.alterTable('memberships').dropColumn('unsubscribed_at').execute();
  await db.schema.alterTable('memberships').dropColumn('confirmed_at').execute();
}
