import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * A copy to a second recipient (issue 42): an accepted introduction is one e-mail to both members,
 * the one in `recipient`, the other in `cc` (with her name in `cc_name`), so each sees the other's
 * address on the same message.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_messages').addColumn('cc', 'text').execute();
  await db.schema.alterTable('outbox_messages').addColumn('cc_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox_messages').dropColumn('cc_name').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('cc').execute();
}
