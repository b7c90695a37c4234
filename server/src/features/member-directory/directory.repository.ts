import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';

/** The only code that touches directory_listings, directory_listing_tags and directory_blocks (issue 42). */

export type ListingRow = Selectable<DB['directory_listings']>;

const listingColumns = [
  'directory_listings.id',
  'directory_listings.membership_id',
  'directory_listings.listed',
  'directory_listings.name',
  'directory_listings.photo_asset_id',
  'directory_listings.photo_alt',
  'directory_listings.company',
  'directory_listings.role',
  'directory_listings.vertical',
  'directory_listings.city',
  'directory_listings.can_help',
  'directory_listings.can_help_tags',
  'directory_listings.looking_for',
  'directory_listings.looking_for_tags',
  'directory_listings.website',
  'directory_listings.linkedin',
  'directory_listings.text_locale',
  'directory_listings.shown',
  'directory_listings.search_text',
  'directory_listings.sort_key',
  'directory_listings.city_key',
  'directory_listings.vertical_key',
  'directory_listings.hidden_at',
  'directory_listings.hidden_reason',
  'directory_listings.hidden_by',
  'directory_listings.created_at',
  'directory_listings.updated_at',
] as const;

export function findListing(db: Kysely<DB>, listingId: string) {
  return db.selectFrom('directory_listings').select(listingColumns).where('id', '=', listingId).executeTakeFirst();
}

export function findListingOfMembership(db: Kysely<DB>, membershipId: string) {
  return db.selectFrom('directory_listings').select(listingColumns).where('membership_id', '=', membershipId).executeTakeFirst();
}

/** A membership's address, name and language, for her e-mails. */
export function findMembershipContact(db: Kysely<DB>, membershipId: string) {
  return db
    .selectFrom('memberships')
    .select(['id', 'email', 'first_name', 'last_name', 'locale'])
    .where('id', '=', membershipId)
    .executeTakeFirst();
}

/** What a save writes: every value she typed and the search columns made from them. */
export type ListingValues = Omit<ListingRow, 'id' | 'membership_id' | 'created_at' | 'hidden_at' | 'hidden_reason' | 'hidden_by'>;

export async function insertListing(
  db: Kysely<DB>,
  row: ListingValues & { id: string; membership_id: string; created_at: string },
): Promise<void> {
  await db.insertInto('directory_listings').values(row).execute();
}

export async function updateListing(db: Kysely<DB>, listingId: string, values: ListingValues): Promise<void> {
  await db.updateTable('directory_listings').set(values).where('id', '=', listingId).execute();
}

/** Replaces a listing's tags with these (kind 'help' or 'looking'). */
export async function replaceTags(db: Kysely<DB>, listingId: string, tags: { kind: 'help' | 'looking'; tag: string }[]): Promise<void> {
  await db.deleteFrom('directory_listing_tags').where('listing_id', '=', listingId).execute();
  if (tags.length > 0)
    await db
      .insertInto('directory_listing_tags')
      .values(tags.map((tag) => ({ listing_id: listingId, ...tag })))
      .execute();
}

export async function setHidden(
  db: Kysely<DB>,
  listingId: string,
  hidden: { at: string; reason: string; by: string | null } | null,
): Promise<boolean> {
  const result = await db
    .updateTable('directory_listings')
    .set({ hidden_at: hidden?.at ?? null, hidden_reason: hidden?.reason ?? null, hidden_by: hidden?.by ?? null })
    .where('id', '=', listingId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Neither the viewer nor the listing's member blocked the other. */
function notBlockedWith(viewerMembershipId: string) {
  return ({ not, exists, selectFrom }: ExpressionBuilder<DB, 'directory_listings'>) =>
    not(
      exists(
        selectFrom('directory_blocks')
          .select('directory_blocks.created_at')
          .where((eb) =>
            eb.or([
              eb.and([
                eb('directory_blocks.blocker_membership_id', '=', viewerMembershipId),
                eb('directory_blocks.blocked_membership_id', '=', eb.ref('directory_listings.membership_id')),
              ]),
              eb.and([
                eb('directory_blocks.blocked_membership_id', '=', viewerMembershipId),
                eb('directory_blocks.blocker_membership_id', '=', eb.ref('directory_listings.membership_id')),
              ]),
            ]),
          ),
      ),
    );
}

/** Whether either of the two blocked the other. */
export async function isBlockedEitherWay(db: Kysely<DB>, a: string, b: string): Promise<boolean> {
  const row = await db
    .selectFrom('directory_blocks')
    .select('blocker_membership_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_membership_id', '=', a), eb('blocked_membership_id', '=', b)]),
        eb.and([eb('blocker_membership_id', '=', b), eb('blocked_membership_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** LIKE's wildcards and its escape character, taken literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

interface DirectorySearch {
  viewerMembershipId: string;
  /** Lower-cased words, each to be found in the card's search text. */
  words: string[];
  vertical?: NonNullable<DB['directory_listings']['vertical_key']>;
  /** Lower-cased city. */
  city?: string;
  tag?: string;
  after?: { sortKey: string; id: string };
  limit: number;
}

/** One page of visible listings by (sort_key, id), `limit + 1` rows read. */
export function searchListings(db: Kysely<DB>, search: DirectorySearch) {
  let query = db
    .selectFrom('directory_listings')
    .select(listingColumns)
    .where('directory_listings.listed', '=', 1)
    .where('directory_listings.hidden_at', 'is', null)
    .where(notBlockedWith(search.viewerMembershipId));
  for (const word of search.words) {
    query = query.where(sql<SqlBool>`directory_listings.search_text like ${`%${escapeLike(word)}%`} escape '\\'`);
  }
  if (search.vertical) query = query.where('directory_listings.vertical_key', '=', search.vertical);
  if (search.city) query = query.where('directory_listings.city_key', '=', search.city);
  if (search.tag) {
    const tag = search.tag;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('directory_listing_tags')
          .select('directory_listing_tags.tag')
          .whereRef('directory_listing_tags.listing_id', '=', 'directory_listings.id')
          .where('directory_listing_tags.tag', '=', tag),
      ),
    );
  }
  if (search.after) {
    const { sortKey, id } = search.after;
    query = query.where(
      (eb) =>
        eb.or([
          eb('directory_listings.sort_key', '>', sortKey),
          eb.and([eb('directory_listings.sort_key', '=', sortKey), eb('directory_listings.id', '>', id)]),
        ]) as Expression<SqlBool>,
    );
  }
  return query
    .orderBy('directory_listings.sort_key')
    .orderBy('directory_listings.id')
    .limit(search.limit + 1)
    .execute();
}

/** Cities and tags of the cards she may see, with how many show each. */
export async function listFilterCounts(db: Kysely<DB>, viewerMembershipId: string) {
  const visible = db
    .selectFrom('directory_listings')
    .select(['directory_listings.id', 'directory_listings.city_key', 'directory_listings.city'])
    .where('directory_listings.listed', '=', 1)
    .where('directory_listings.hidden_at', 'is', null)
    .where(notBlockedWith(viewerMembershipId));
  const cities = await visible
    .clearSelect()
    .select([
      'directory_listings.city_key as value',
      (eb) => eb.fn.min('directory_listings.city').as('label'),
      (eb) => eb.fn.countAll<number | string>().as('count'),
    ])
    .where('directory_listings.city_key', 'is not', null)
    .groupBy('directory_listings.city_key')
    .orderBy('directory_listings.city_key')
    .execute();
  const tags = await db
    .selectFrom('directory_listing_tags')
    .innerJoin(visible.as('visible'), 'visible.id', 'directory_listing_tags.listing_id')
    .select([
      'directory_listing_tags.tag as value',
      (eb) => eb.fn.count<number | string>('directory_listing_tags.listing_id').distinct().as('count'),
    ])
    .groupBy('directory_listing_tags.tag')
    .orderBy('directory_listing_tags.tag')
    .execute();
  return { cities, tags };
}

export async function insertBlock(db: Kysely<DB>, blocker: string, blocked: string, now: string): Promise<void> {
  await db
    .insertInto('directory_blocks')
    .values({ blocker_membership_id: blocker, blocked_membership_id: blocked, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_membership_id', 'blocked_membership_id']).doNothing())
    .execute();
}

export async function deleteBlock(db: Kysely<DB>, blocker: string, blocked: string): Promise<boolean> {
  const result = await db
    .deleteFrom('directory_blocks')
    .where('blocker_membership_id', '=', blocker)
    .where('blocked_membership_id', '=', blocked)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The members she blocked who still have a listing, newest block first. */
export function listBlocksOf(db: Kysely<DB>, blocker: string) {
  return db
    .selectFrom('directory_blocks')
    .innerJoin('directory_listings', 'directory_listings.membership_id', 'directory_blocks.blocked_membership_id')
    .select(['directory_listings.id as listing_id', 'directory_listings.name', 'directory_blocks.created_at'])
    .where('directory_blocks.blocker_membership_id', '=', blocker)
    .orderBy('directory_blocks.created_at', 'desc')
    .orderBy('directory_listings.id')
    .execute();
}

/** The listings whose photo is this upload (a rendition's asset). */
export function listListingsWithPhoto(db: Kysely<DB>, assetId: string) {
  return db.selectFrom('directory_listings').select(listingColumns).where('photo_asset_id', '=', assetId).execute();
}

/** Counts of listed and hidden cards. */
export async function countListings(db: Kysely<DB>): Promise<{ listed: number; hiddenByStaff: number }> {
  const row = await db
    .selectFrom('directory_listings')
    .select([
      (eb) => eb.fn.sum<number | string | null>(eb.case().when('listed', '=', 1).then(1).else(0).end()).as('listed'),
      (eb) => eb.fn.sum<number | string | null>(eb.case().when('hidden_at', 'is not', null).then(1).else(0).end()).as('hidden'),
    ])
    .executeTakeFirst();
  return { listed: Number(row?.listed ?? 0), hiddenByStaff: Number(row?.hidden ?? 0) };
}

/** Cards hidden by staff, most recently hidden first. */
export function listHiddenListings(db: Kysely<DB>) {
  return db
    .selectFrom('directory_listings')
    .select(listingColumns)
    .where('hidden_at', 'is not', null)
    .orderBy('hidden_at', 'desc')
    .execute();
}
