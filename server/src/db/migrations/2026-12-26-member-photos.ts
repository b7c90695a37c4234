import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * A member's card photo (issue 42) is an upload like any other, but for signed-in members only:
 * `media_assets.membership_id` names the member who uploaded it (null for the staff's uploads, and
 * once she has left), and `member_only` keeps its renditions off the public `/uploads/` address for
 * good, whoever it belonged to. The directory's city filter reads `city_key` of visible cards.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('media_assets')
    .addColumn('membership_id', 'text', (col) => col.references('memberships.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('media_assets')
    .addColumn('member_only', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('directory_listings_city').on('directory_listings').columns(['city_key', 'sort_key', 'id']).execute();
  await db.schema.createIndex('directory_listings_photo').on('directory_listings').column('photo_asset_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('directory_listings_photo').execute();
  await db.schema.dropIndex('directory_listings_city').execute();
  await db.schema.alterTable('media_assets').dropColumn('member_only').execute();
  await db.schema.alterTable('media_assets').dropColumn('membership_id').execute();
}
