import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * Uploaded images (issue 17, decision 023), kept in the database so that every process serves
 * them: each upload with its alt text, and each rendition (WebP, AVIF; a few widths) with its bytes
 * under a content-hashed id. An enabler's photo may be one of them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media_assets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('media_variants')
    // The rendition's content hash and format: `<hash>.webp`, its address under /uploads/.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('asset_id', 'text', (c) => c.notNull().references('media_assets.id'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    // BLOB in SQLite (a buffer keeps its type whatever the column's), bytea in PostgreSQL.
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_variants_asset_idx').on('media_variants').column('asset_id').execute();

  // An uploaded photo's srcsets (JSON { webp, avif }) and alt text; null for the seed's photos.
  await db.schema.alterTable('enablers').addColumn('photo_sources', 'text').execute();
  await db.schema.alterTable('enablers').addColumn('photo_alt', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enablers').dropColumn('photo_alt').execute();
  await db.schema.alterTable('enablers').dropColumn('photo_sources').execute();
  await db.schema.dropTable('media_variants').execute();
  await db.schema.dropTable('media_assets').execute();
}
