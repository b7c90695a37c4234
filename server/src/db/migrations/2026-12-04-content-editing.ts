import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Content edited by staff (issue 17, decision 022): the site settings, the enablers' profiles and
 * the events carry a version that every save raises and the account that saved them, and every saved version is kept as a revision.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('site_settings')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('site_settings').addColumn('updated_by', 'text').execute();
  await db.schema
    .alterTable('enablers')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('enablers').addColumn('updated_by', 'text').execute();
  await db.schema
    .alterTable('events')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('events').addColumn('updated_by', 'text').execute();
  // A hidden event is kept but not shown; one in the trash (deleted_at set) can be taken out again.
  await db.schema
    .alterTable('events')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('events').addColumn('deleted_at', 'text').execute();

  await db.schema
    .createTable('content_revisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('changed', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('content_revisions_item_version', ['kind', 'item_id', 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_revisions').execute();
  for (const column of ['deleted_at', 'hidden', 'updated_by', 'version']) await db.schema.alterTable('events').dropColumn(column).execute();
  await db.schema.alterTable('enablers').dropColumn('updated_by').execute();
  await db.schema.alterTable('enablers').dropColumn('version').execute();
  await db.schema.alterTable('site_settings').dropColumn('updated_by').execute();
  await db.schema.alterTable('site_settings').dropColumn('version').execute();
}
