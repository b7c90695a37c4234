import { findMembershipByEmail } from '../membership/membership.service';
import { listingParts, type DirectoryCard, type DirectoryPhoto, type ListingPart } from '@wfc/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { parseJsonColumn } from '../../db/json-column';
import type { DB } from '../../db/schema';
import { memberPhotosOf } from '../media/media.service';
import * as repository from './directory.repository';
import type { ListingRow } from './directory.repository';

/**
 * Cards as other features see them (issue 42): introductions, reports and the member's export read
 * cards and listings through these, never through the directory's repository. Every function takes a
 * `db` or the caller's transaction.
 */

const PHOTO_PATH = '/api/member/directory/photos/';
const ShownParts = z.array(z.enum(listingParts));
const TagList = z.array(z.string());

/** The parts her card shows, as stored. */
export function shownPartsOf(row: Pick<ListingRow, 'shown'>): Set<ListingPart> {
  return new Set(parseJsonColumn(ShownParts, row.shown));
}

type Photos = Awaited<ReturnType<typeof memberPhotosOf>>;

function photoOf(row: ListingRow, photos: Photos): DirectoryPhoto | undefined {
  const photo = row.photo_asset_id ? photos.get(row.photo_asset_id) : undefined;
  if (!photo || photo.renditions.length === 0) return undefined;
  return {
    alt: row.photo_alt,
    width: photo.width,
    height: photo.height,
    sources: photo.renditions.map((rendition) => ({
      url: `${PHOTO_PATH}${rendition.id}`,
      width: rendition.width,
      format: rendition.format,
    })),
  };
}

/** A card from its row: her name, and each part only when she chose to show it and it holds something. */
function cardOfRow(row: ListingRow, photos: Photos): DirectoryCard {
  const shown = shownPartsOf(row);
  const card: DirectoryCard = { id: row.id, name: row.name, textLocale: row.text_locale };
  if (shown.has('photo')) {
    const photo = photoOf(row, photos);
    if (photo) card.photo = photo;
  }
  if (shown.has('companyRole')) {
    if (row.company) card.company = row.company;
    if (row.role) card.role = row.role;
  }
  if (shown.has('verticalCity')) {
    if (row.vertical) card.vertical = row.vertical;
    if (row.city) card.city = row.city;
  }
  if (shown.has('canHelp')) {
    if (row.can_help) card.canHelp = row.can_help;
    const tags = parseJsonColumn(TagList, row.can_help_tags);
    if (tags.length > 0) card.canHelpTags = tags;
  }
  if (shown.has('lookingFor')) {
    if (row.looking_for) card.lookingFor = row.looking_for;
    const tags = parseJsonColumn(TagList, row.looking_for_tags);
    if (tags.length > 0) card.lookingForTags = tags;
  }
  if (shown.has('links')) {
    if (row.website) card.website = row.website;
    if (row.linkedin) card.linkedin = row.linkedin;
  }
  return card;
}

/** The cards of these rows, in their order, their photos read at once. */
export async function cardsOfRows(db: Kysely<DB>, rows: ListingRow[]): Promise<DirectoryCard[]> {
  const assetIds = rows.flatMap((row) => (row.photo_asset_id && shownPartsOf(row).has('photo') ? [row.photo_asset_id] : []));
  const photos = await memberPhotosOf(db, assetIds);
  return rows.map((row) => cardOfRow(row, photos));
}

/** A card from its row. */
export async function cardOfRowIn(db: Kysely<DB>, row: ListingRow): Promise<DirectoryCard> {
  const [card] = await cardsOfRows(db, [row]);
  return card!;
}

/** The card as other members would see it, whether or not it is listed or hidden by staff now. */
export async function cardOfListing(db: Kysely<DB>, listingId: string): Promise<DirectoryCard | undefined> {
  const row = await repository.findListing(db, listingId);
  return row && cardOfRowIn(db, row);
}

/** Whether `viewer` may see this listing's card: her own always; another's when listed, not hidden and not blocked either way. */
export async function mayView(db: Kysely<DB>, viewerMembershipId: string, row: ListingRow): Promise<boolean> {
  if (row.membership_id === viewerMembershipId) return true;
  if (row.listed !== 1 || row.hidden_at !== null) return false;
  return !(await repository.isBlockedEitherWay(db, viewerMembershipId, row.membership_id));
}

/** The card `viewerMembershipId` may see: undefined unless listed, not hidden and not blocked either way (her own card always). */
export async function visibleCard(db: Kysely<DB>, viewerMembershipId: string, listingId: string): Promise<DirectoryCard | undefined> {
  const row = await repository.findListing(db, listingId);
  if (!row || !(await mayView(db, viewerMembershipId, row))) return undefined;
  return cardOfRowIn(db, row);
}

/** Her listing's id, whether it is listed and hidden by staff, and its name; undefined before she saved one. */
export async function listingOfMembership(
  db: Kysely<DB>,
  membershipId: string,
): Promise<{ id: string; listed: boolean; hidden: boolean; name: string } | undefined> {
  const row = await repository.findListingOfMembership(db, membershipId);
  return row && { id: row.id, listed: row.listed === 1, hidden: row.hidden_at !== null, name: row.name };
}

/** The membership a listing belongs to. */
export async function membershipOfListing(db: Kysely<DB>, listingId: string): Promise<string | undefined> {
  return (await repository.findListing(db, listingId))?.membership_id;
}

/** Whether either of two memberships blocked the other. */
export const isBlockedEitherWay = (db: Kysely<DB>, a: string, b: string): Promise<boolean> => repository.isBlockedEitherWay(db, a, b);

/** The membership of an address (a session's), or undefined for someone with no membership. */
export async function membershipIdOf(db: Kysely<DB>, email: string): Promise<string | undefined> {
  return (await findMembershipByEmail(db, email.toLowerCase()))?.id;
}

/** Hides a card by staff, in the caller's transaction; false when there is no such listing. */
export function hideCard(trx: Kysely<DB>, listingId: string, reason: string, staffId: string | null, now: Date): Promise<boolean> {
  return repository.setHidden(trx, listingId, { at: now.toISOString(), reason, by: staffId });
}

/** Shows a card staff hid, in the caller's transaction; false when there is no such listing. */
export function showCard(trx: Kysely<DB>, listingId: string): Promise<boolean> {
  return repository.setHidden(trx, listingId, null);
}

/** Where to write to a member about her card or note (moderation's e-mails): her address, name and language. */
export async function contactOfMembership(
  db: Kysely<DB>,
  membershipId: string,
): Promise<{ email: string; name: string; locale: 'en' | 'ml' } | undefined> {
  const row = await repository.findMembershipContact(db, membershipId);
  return row && { email: row.email, name: `${row.first_name} ${row.last_name}`.trim(), locale: row.locale === 'ml' ? 'ml' : 'en' };
}

/** Listed cards, and cards hidden by staff, for the staff's counts. */
export const countListings = (db: Kysely<DB>) => repository.countListings(db);

/** Cards hidden by staff, most recently hidden first, each with the reason and when. */
export async function hiddenCards(db: Kysely<DB>): Promise<{ card: DirectoryCard; reason: string; at: string }[]> {
  const rows = await repository.listHiddenListings(db);
  const cards = await cardsOfRows(db, rows);
  return rows.map((row, index) => ({ card: cards[index]!, reason: row.hidden_reason ?? '', at: row.hidden_at ?? '' }));
}
