import { requireMembership } from '../membership/membership.service';
import {
  directoryMessages,
  introductionMessages,
  listingParts,
  type BlockedMember,
  type DirectoryCard,
  type DirectoryFilters,
  type DirectoryPage,
  type DirectoryPhoto,
  type DirectoryQuery,
  type ListingBody,
  type MyListing,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { parseJsonColumn } from '../../db/json-column';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { decodeKeyCursor, pageByKeyOf } from '../../lib/cursor';
import { newId } from '../../lib/ids';
import { findMemberPhotoVariant, memberPhotosOf, uploadMemberPhoto } from '../media/media.service';
import { cardOfRowIn, cardsOfRows, mayView, shownPartsOf } from './directory-cards';
import * as repository from './directory.repository';
import type { ListingRow, ListingValues } from './directory.repository';

/**
 * The member directory (issue 42): her listing, the directory's search and filters, card photos and
 * blocks. Everything is found from her session's address; someone signed in with no membership is
 * refused (403 NOT_A_MEMBER). The search columns are made from the parts her card shows, so search
 * and filters never find a part she keeps to herself.
 */

const cardNotFound = () => notFound(directoryMessages.cardNotFound);
const TagList = z.array(z.string());
const ShownParts = z.array(z.enum(listingParts));

/** Her membership, by her session's address; 403 NOT_A_MEMBER without one. */
const memberOf = (db: Kysely<DB>, email: string) => requireMembership(db, email, directoryMessages.notAMember);

/** The search columns and tags of a listing, from the parts it shows only (her name always). */
function searchColumnsOf(input: ListingBody) {
  const shown = new Set(input.shown);
  const texts = [input.name];
  const tags: { kind: 'help' | 'looking'; tag: string }[] = [];
  if (shown.has('companyRole')) texts.push(input.company, input.role);
  if (shown.has('canHelp')) {
    texts.push(input.canHelp, ...input.canHelpTags);
    tags.push(...input.canHelpTags.map((tag) => ({ kind: 'help' as const, tag })));
  }
  if (shown.has('lookingFor')) {
    texts.push(input.lookingFor, ...input.lookingForTags);
    tags.push(...input.lookingForTags.map((tag) => ({ kind: 'looking' as const, tag })));
  }
  const cityShown = shown.has('verticalCity');
  return {
    search_text: texts
      .filter((text) => text !== '')
      .join('\n')
      .toLowerCase(),
    sort_key: input.name.toLowerCase(),
    city_key: cityShown && input.city !== '' ? input.city.toLowerCase() : null,
    vertical_key: cityShown ? input.vertical : null,
    tags,
  };
}

/** What a save writes: every value she typed, the search columns of the shown parts, and their tags. */
export function listingValuesOf(
  input: ListingBody,
  now: Date,
): { values: ListingValues; tags: { kind: 'help' | 'looking'; tag: string }[] } {
  const { tags, ...search } = searchColumnsOf(input);
  const values: ListingValues = {
    listed: input.listed ? 1 : 0,
    name: input.name,
    photo_asset_id: input.photoId,
    photo_alt: input.photoAlt,
    company: input.company,
    role: input.role,
    vertical: input.vertical,
    city: input.city,
    can_help: input.canHelp,
    can_help_tags: JSON.stringify(input.canHelpTags),
    looking_for: input.lookingFor,
    looking_for_tags: JSON.stringify(input.lookingForTags),
    website: input.website,
    linkedin: input.linkedin,
    text_locale: input.textLocale,
    shown: JSON.stringify(input.shown),
    ...search,
    updated_at: now.toISOString(),
  };
  return { values, tags };
}

function listingOfRow(row: ListingRow): NonNullable<MyListing['listing']> {
  return {
    id: row.id,
    updatedAt: row.updated_at,
    listed: row.listed === 1,
    name: row.name,
    photoId: row.photo_asset_id,
    photoAlt: row.photo_alt,
    company: row.company,
    role: row.role,
    vertical: row.vertical,
    city: row.city,
    canHelp: row.can_help,
    canHelpTags: parseJsonColumn(TagList, row.can_help_tags),
    lookingFor: row.looking_for,
    lookingForTags: parseJsonColumn(TagList, row.looking_for_tags),
    website: row.website,
    linkedin: row.linkedin,
    textLocale: row.text_locale,
    shown: parseJsonColumn(ShownParts, row.shown),
  };
}

async function myListingIn(db: Kysely<DB>, membership: Awaited<ReturnType<typeof memberOf>>): Promise<MyListing> {
  const defaults = { name: `${membership.first_name} ${membership.last_name}`.trim(), vertical: membership.vertical };
  const row = await repository.findListingOfMembership(db, membership.id);
  if (!row) return { listing: null, hiddenByStaff: null, preview: { id: '', name: defaults.name, textLocale: 'en' }, defaults };
  return {
    listing: listingOfRow(row),
    hiddenByStaff: row.hidden_at !== null ? { reason: row.hidden_reason ?? '', at: row.hidden_at } : null,
    preview: await cardOfRowIn(db, row),
    defaults,
  };
}

/** Refuses (403 NOT_A_MEMBER) someone signed in with no membership, before a route reads an upload. */
export async function assertMember(database: Database, email: string): Promise<void> {
  await memberOf(database.db, email);
}

/** GET /api/member/listing. */
export async function myListing(database: Database, email: string): Promise<MyListing> {
  return myListingIn(database.db, await memberOf(database.db, email));
}

/** PUT /api/member/listing: her listing and its search columns, in one transaction. */
export async function saveListing(database: Database, email: string, input: ListingBody, now: Date) {
  const answer = await database.writeTransaction(async (trx) => {
    const membership = await memberOf(trx, email);
    const existing = await repository.findListingOfMembership(trx, membership.id);
    if (input.photoId !== null && input.photoId !== existing?.photo_asset_id) {
      const photo = (await memberPhotosOf(trx, [input.photoId])).get(input.photoId);
      if (!photo || photo.membershipId !== membership.id)
        throw badRequest(directoryMessages.photoNotFound, { photoId: directoryMessages.photoNotFound });
    }
    const { values, tags } = listingValuesOf(input, now);
    const listingId = existing?.id ?? newId();
    if (existing) await repository.updateListing(trx, listingId, values);
    else await repository.insertListing(trx, { ...values, id: listingId, membership_id: membership.id, created_at: now.toISOString() });
    await repository.replaceTags(trx, listingId, tags);
    return myListingIn(trx, membership);
  });
  const message = answer.hiddenByStaff
    ? directoryMessages.listingSaved
    : input.listed
      ? directoryMessages.listingShown
      : directoryMessages.listingHidden;
  return { message, listing: answer };
}

const PHOTO_PATH = '/api/member/directory/photos/';

/** POST /api/member/listing/photo: her photo through the image pipeline, on her card at the next save. */
export async function savePhoto(
  database: Database,
  email: string,
  bytes: Buffer | undefined,
  now: Date,
): Promise<{ photoId: string; photo: DirectoryPhoto }> {
  const membership = await memberOf(database.db, email);
  const photoId = await uploadMemberPhoto(database, bytes, membership.id, now);
  const photo = (await memberPhotosOf(database.db, [photoId])).get(photoId);
  if (!photo) throw notFound();
  return {
    photoId,
    photo: {
      alt: '',
      width: photo.width,
      height: photo.height,
      sources: photo.renditions.map((rendition) => ({
        url: `${PHOTO_PATH}${rendition.id}`,
        width: rendition.width,
        format: rendition.format,
      })),
    },
  };
}

/** GET /api/member/directory: a page of the cards she may see, by name. */
export async function searchDirectory(database: Database, email: string, query: DirectoryQuery): Promise<DirectoryPage> {
  const membership = await memberOf(database.db, email);
  const after = query.cursor ? decodeKeyCursor(query.cursor) : undefined;
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  const rows = await repository.searchListings(database.db, {
    viewerMembershipId: membership.id,
    words,
    vertical: query.vertical,
    city: query.city ? query.city.toLowerCase() : undefined,
    tag: query.tag || undefined,
    after: after && { sortKey: after.key, id: after.id },
    limit: query.limit,
  });
  const { page, nextCursor } = pageByKeyOf(rows, query.limit, (row) => ({ key: row.sort_key, id: row.id }));
  return { items: await cardsOfRows(database.db, page), nextCursor: nextCursor ?? null };
}

/** GET /api/member/directory/filters: cities and tags on the cards she may see. */
export async function directoryFilters(database: Database, email: string): Promise<DirectoryFilters> {
  const membership = await memberOf(database.db, email);
  const { cities, tags } = await repository.listFilterCounts(database.db, membership.id);
  return {
    cities: cities.map((row) => ({ value: row.label ?? row.value ?? '', count: Number(row.count) })),
    tags: tags.map((row) => ({ value: row.value, count: Number(row.count) })),
  };
}

/** GET /api/member/directory/:id: a card she may see; 404 otherwise. */
export async function directoryCard(database: Database, email: string, listingId: string): Promise<DirectoryCard> {
  const membership = await memberOf(database.db, email);
  const row = await repository.findListing(database.db, listingId);
  if (!row || !(await mayView(database.db, membership.id, row))) throw cardNotFound();
  return cardOfRowIn(database.db, row);
}

const VARIANT_ID = /^[\w-]{22}\.(webp|avif)$/;

/** A card photo's rendition she may see: her own upload, or the shown photo of a card she may see; 404 otherwise. */
export async function cardPhoto(database: Database, email: string, file: string): Promise<{ format: string; data: Buffer }> {
  const membership = await memberOf(database.db, email);
  if (!VARIANT_ID.test(file)) throw cardNotFound();
  const variant = await findMemberPhotoVariant(database.db, file);
  if (!variant) throw cardNotFound();
  if (variant.membershipId !== membership.id) {
    let allowed = false;
    for (const row of await repository.listListingsWithPhoto(database.db, variant.assetId)) {
      if (shownPartsOf(row).has('photo') && (await mayView(database.db, membership.id, row))) allowed = true;
    }
    if (!allowed) throw cardNotFound();
  }
  return { format: variant.format, data: variant.data };
}

/** GET /api/member/blocks. */
export async function blocksOf(database: Database, email: string): Promise<BlockedMember[]> {
  const membership = await memberOf(database.db, email);
  const rows = await repository.listBlocksOf(database.db, membership.id);
  return rows.map((row) => ({ listingId: row.listing_id, name: row.name, createdAt: row.created_at }));
}

/** POST /api/member/blocks: she blocks the member of a card she can see (again: the same answer). */
export async function blockMember(database: Database, email: string, listingId: string, now: Date) {
  await database.writeTransaction(async (trx) => {
    const membership = await memberOf(trx, email);
    const row = await repository.findListing(trx, listingId);
    if (!row || row.membership_id === membership.id) throw notFound(introductionMessages.blockNotFound);
    const already = (await repository.listBlocksOf(trx, membership.id)).some((block) => block.listing_id === listingId);
    if (!already && !(await mayView(trx, membership.id, row))) throw notFound(introductionMessages.blockNotFound);
    await repository.insertBlock(trx, membership.id, row.membership_id, now.toISOString());
  });
  return { message: introductionMessages.blocked };
}

/** DELETE /api/member/blocks/:listingId. */
export async function unblockMember(database: Database, email: string, listingId: string) {
  const removed = await database.writeTransaction(async (trx) => {
    const membership = await memberOf(trx, email);
    const row = await repository.findListing(trx, listingId);
    return row ? repository.deleteBlock(trx, membership.id, row.membership_id) : false;
  });
  if (!removed) throw notFound(introductionMessages.blockNotFound);
  return { message: introductionMessages.unblocked };
}
