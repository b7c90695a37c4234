import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and must not import app types */

/**
 * The member directory and introductions (issue 42). `directory_listings`: one per membership (gone
 * with it), every value she typed and which parts she shows (`shown`, JSON); `search_text`,
 * `city_key` and `vertical_key` hold only what her card shows, so search and filters never find a
 * hidden part. `directory_listing_tags`: the tags of shown parts. `introductions`: a request from
 * one member to another, the names as they were sent kept with it; a member's id is set to null
 * when she leaves (her side of an accepted introduction), and the daily cap is a unique slot
 * (sender, day, 1..5), so two requests at once cannot pass it. One request a pair waits at a time.
 * `directory_blocks` and `directory_reports` go with the membership that made them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('directory_listings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('membership_id', 'text', (col) => col.notNull().unique().references('memberships.id').onDelete('cascade'))
    .addColumn('listed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('photo_asset_id', 'text', (col) => col.references('media_assets.id').onDelete('set null'))
    .addColumn('photo_alt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('company', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('role', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('vertical', 'text')
    .addColumn('city', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('can_help', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('can_help_tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('looking_for', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('looking_for_tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('website', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('linkedin', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('text_locale', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('shown', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sort_key', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('city_key', 'text')
    .addColumn('vertical_key', 'text')
    .addColumn('hidden_at', 'text')
    .addColumn('hidden_reason', 'text')
    .addColumn('hidden_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('directory_listings_visible')
    .on('directory_listings')
    .columns(['sort_key', 'id'])
    .where(sql.ref('listed'), '=', 1)
    .execute();

  await db.schema
    .createTable('directory_listing_tags')
    .addColumn('listing_id', 'text', (col) => col.notNull().references('directory_listings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('tag', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('directory_listing_tags_pk', ['listing_id', 'kind', 'tag'])
    .execute();
  await db.schema.createIndex('directory_listing_tags_tag').on('directory_listing_tags').columns(['tag', 'listing_id']).execute();

  await db.schema
    .createTable('introductions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('from_membership_id', 'text', (col) => col.references('memberships.id').onDelete('set null'))
    .addColumn('to_membership_id', 'text', (col) => col.references('memberships.id').onDelete('set null'))
    .addColumn('from_name', 'text', (col) => col.notNull())
    .addColumn('to_name', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('note_hidden_at', 'text')
    .addColumn('note_hidden_reason', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('suppressed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('token_hash', 'text', (col) => col.unique())
    .addColumn('sent_day', 'text', (col) => col.notNull())
    .addColumn('day_slot', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('answered_at', 'text')
    .addUniqueConstraint('introductions_day_slot', ['from_membership_id', 'sent_day', 'day_slot'])
    .addCheckConstraint('introductions_day_slot_range', sql`day_slot between 1 and 5`)
    .execute();
  await db.schema
    .createIndex('introductions_one_pending')
    .on('introductions')
    .columns(['from_membership_id', 'to_membership_id'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.createIndex('introductions_to').on('introductions').columns(['to_membership_id', 'created_at']).execute();

  await db.schema
    .createTable('directory_blocks')
    .addColumn('blocker_membership_id', 'text', (col) => col.notNull().references('memberships.id').onDelete('cascade'))
    .addColumn('blocked_membership_id', 'text', (col) => col.notNull().references('memberships.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('directory_blocks_pk', ['blocker_membership_id', 'blocked_membership_id'])
    .execute();
  await db.schema.createIndex('directory_blocks_blocked').on('directory_blocks').column('blocked_membership_id').execute();

  await db.schema
    .createTable('directory_reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('reporter_membership_id', 'text', (col) => col.notNull().references('memberships.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('listing_id', 'text', (col) => col.references('directory_listings.id').onDelete('cascade'))
    .addColumn('introduction_id', 'text', (col) => col.references('introductions.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('closed_by', 'text')
    .execute();
  await db.schema.createIndex('directory_reports_status').on('directory_reports').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('directory_reports').execute();
  await db.schema.dropTable('directory_blocks').execute();
  await db.schema.dropTable('introductions').execute();
  await db.schema.dropTable('directory_listing_tags').execute();
  await db.schema.dropTable('directory_listings').execute();
}
