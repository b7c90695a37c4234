import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * An enabler's profile can be hidden (kept, not in the directory) or moved to the trash and back,
 * like every other item of content (issue 17, decision 024).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('enablers')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('enablers').addColumn('deleted_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enablers').dropColumn('deleted_at').execute();
  await db.schema.alterTable('enablers').dropColumn('hidden').execute();
}
