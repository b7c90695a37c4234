import {
  EditableEnablerProfile,
  enablerOrderMessages,
  enablerProfileLabels,
  imageSourcesOf,
  type CreateEnablerProfileBody,
  type EnablerProfileItem,
  type EnablerProfileSummary,
  type SaveEnablerProfileBody,
  type User,
  type VersionedItem,
} from '@wfc/shared';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { assertRole } from '../../lib/permissions';
import { getSite } from '../content/content.service';
import { findUsableAsset } from '../media/media.service';
import { findProfileIdOfAccount } from '../profiles/profile.service';
import * as revisions from './content-revisions.repository';
import * as repository from './enabler-profile.repository';
import { adminHistory, readItem, saveVersion, type ContentKind, type SaveResult } from './versioned-content';

/**
 * The enablers' directory profiles (issue 17, decision 022): an admin edits any, an enabler the one
 * linked to her account (decision 013); every version names who saved it.
 */

const PROFILE_NOT_FOUND = 'We could not find that enabler profile.';
const NO_PROFILE = 'No directory profile is linked to your account yet. An admin links it on the Enabler Profiles screen.';
const UNKNOWN_EXPERTISE = 'Please choose each area of expertise from the list.';
const PHOTO_NOT_FOUND = 'That photo could not be found. Please upload it again.';
/** A new profile's portrait until a photo is uploaded: neutral, so its alt text is empty. */
const NO_PHOTO = '/images/enablers/no-photo.svg';

const profileKind: ContentKind<EnablerProfileItem> = {
  kind: 'enabler',
  schema: EditableEnablerProfile.extend({
    photo: z.string(),
    photoSources: z.object({ webp: z.string(), avif: z.string() }).nullable().default(null),
    photoAlt: z.string().nullable().default(null),
    // Versions saved before profiles could be hidden were shown.
    hidden: z.boolean().default(false),
    inTrash: z.boolean().default(false),
  }),
  labels: enablerProfileLabels,
  notFoundMessage: PROFILE_NOT_FOUND,
  read: (db, itemId) => repository.findEnablerProfileForEdit(db, Number(itemId)),
  writeIfAt: (db, itemId, change) => repository.updateEnablerProfileIfAt(db, Number(itemId), change),
};

const itemIdOf = (id: number) => {
  if (!Number.isSafeInteger(id) || id < 1) throw notFound(PROFILE_NOT_FOUND);
  return String(id);
};

/** The profile the calling enabler may edit: hers, or 404 while none is linked. */
async function ownProfileId(database: Database, actor: User): Promise<string> {
  assertRole(actor, 'enabler');
  const id = await findProfileIdOfAccount(database.db, actor._id);
  if (id === undefined) throw notFound(NO_PROFILE);
  return String(id);
}

/** The photo a save writes: an uploaded image named by `photoMediaId` that `actor` may use, else the one the profile has. */
async function photoOf(
  database: Database,
  photoMediaId: string | undefined,
  current: EnablerProfileItem,
  actor: User,
): Promise<Pick<EnablerProfileItem, 'photo' | 'photoSources' | 'photoAlt'>> {
  if (photoMediaId === undefined) return { photo: current.photo, photoSources: current.photoSources, photoAlt: current.photoAlt };
  // Another enabler's upload is answered as an unknown one: her id tells nobody it exists.
  const asset = await findUsableAsset(database, photoMediaId, actor);
  if (!asset) throw badRequest(PHOTO_NOT_FOUND, { photoMediaId: PHOTO_NOT_FOUND });
  // The portrait shows at 80 and 160 CSS px: the 160 px WebP is the fallback.
  const { src, webp, avif } = imageSourcesOf(asset, 160);
  return { photo: src, photoSources: { webp, avif }, photoAlt: asset.alt };
}

/** Her areas of expertise, each one of the site's list, each once. */
async function expertiseOf(database: Database, wanted: readonly string[]): Promise<string[]> {
  const { expertise } = await getSite(database.db);
  if (wanted.some((tag) => !expertise.includes(tag))) throw badRequest(UNKNOWN_EXPERTISE, { expertise: UNKNOWN_EXPERTISE });
  return [...new Set(wanted)];
}

/** A save of the profile's fields: whether it is shown is kept as it is (the admin's hide and trash change that). */
async function save(
  database: Database,
  itemId: string,
  input: SaveEnablerProfileBody,
  actor: User,
  now: Date,
): Promise<SaveResult<EnablerProfileItem>> {
  const { version, photoMediaId, ...fields } = input;
  const expertise = await expertiseOf(database, fields.expertise);
  const current = await readItem(database.db, profileKind, itemId);
  const next: EnablerProfileItem = {
    ...fields,
    expertise,
    ...(await photoOf(database, photoMediaId, current.item, actor)),
    hidden: current.item.hidden,
    inTrash: current.item.inTrash,
  };
  return saveVersion(database, profileKind, itemId, { next, expected: version, actor, now });
}

/** Every profile for the admin's list and order, the hidden and the trashed included. */
export async function listEnablerProfiles(database: Database, actor: User): Promise<EnablerProfileSummary[]> {
  assertRole(actor, 'admin');
  return repository.listEnablerProfileSummaries(database.db);
}

/** A new profile, last in the directory, as version 1 with its revision, in one transaction. */
export async function createEnablerProfile(
  database: Database,
  actor: User,
  input: CreateEnablerProfileBody,
  now: Date,
): Promise<VersionedItem<EnablerProfileItem> & { id: number; message: string }> {
  assertRole(actor, 'admin');
  const { photoMediaId, hidden, ...fields } = input;
  const expertise = await expertiseOf(database, fields.expertise);
  const noPhoto = { photo: NO_PHOTO, photoSources: null, photoAlt: '' };
  const item: EnablerProfileItem = {
    ...fields,
    expertise,
    ...(photoMediaId === undefined
      ? noPhoto
      : await photoOf(database, photoMediaId, { ...fields, ...noPhoto, hidden, inTrash: false }, actor)),
    hidden,
    inTrash: false,
  };
  const stamp = now.toISOString();
  const insert = () =>
    database.writeTransaction(async (trx) => {
      const created = await repository.insertEnablerProfile(trx, { value: item, by: actor._id, now: stamp });
      await revisions.insertRevision(trx, {
        kind: 'enabler',
        itemId: String(created),
        version: 1,
        snapshot: item,
        changed: [],
        authorId: actor._id,
        authorName: actor.name,
        restoredFrom: null,
        createdAt: stamp,
      });
      return created;
    });
  // The new id is the highest plus one: two admins creating at once on PostgreSQL may pick the same, and the second tries again.
  let id: number | undefined;
  for (let attempt = 1; id === undefined; attempt += 1) {
    try {
      id = await insert();
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
  const message = hidden
    ? 'Profile created, hidden from the directory.'
    : 'Profile created. The directory shows it now, last in the order.';
  return { id, item, version: 1, updatedAt: stamp, updatedBy: actor.name, message };
}

/** Hides or shows a profile, or moves it to the trash or out, as a new version (the history says so). */
export async function setEnablerProfileShown(
  database: Database,
  actor: User,
  id: number,
  change: Partial<Pick<EnablerProfileItem, 'hidden' | 'inTrash'>>,
  expected: number,
  now: Date,
) {
  assertRole(actor, 'admin');
  const itemId = itemIdOf(id);
  const current = await readItem(database.db, profileKind, itemId);
  return saveVersion(database, profileKind, itemId, { next: { ...current.item, ...change }, expected, actor, now });
}

export async function getEnablerProfileForEdit(database: Database, actor: User, id: number): Promise<VersionedItem<EnablerProfileItem>> {
  assertRole(actor, 'admin');
  const { item, version, updatedAt, updatedBy } = await readItem(database.db, profileKind, itemIdOf(id));
  return { item, version, updatedAt, updatedBy };
}

export async function saveEnablerProfile(database: Database, actor: User, id: number, input: SaveEnablerProfileBody, now: Date) {
  assertRole(actor, 'admin');
  return save(database, itemIdOf(id), input, actor, now);
}

/** The profiles' history: the revision routes' reads and restore (admins only). */
export const profileHistory = (database: Database) => adminHistory(database, profileKind);

/** A profile's id as its history names it; an id that cannot be one is 404. */
export { itemIdOf as profileItemId };

/** The calling enabler's own profile, with its version, to edit. */
export async function getOwnProfileForEdit(database: Database, actor: User): Promise<VersionedItem<EnablerProfileItem>> {
  const { item, version, updatedAt, updatedBy } = await readItem(database.db, profileKind, await ownProfileId(database, actor));
  return { item, version, updatedAt, updatedBy };
}

/** Saves the calling enabler's own profile; the history names her. */
export async function saveOwnProfile(database: Database, actor: User, input: SaveEnablerProfileBody, now: Date) {
  return save(database, await ownProfileId(database, actor), input, actor, now);
}

/**
 * Puts the directory in a new order: `ids` must name every profile once, as listed when she began
 * (one added or removed meanwhile makes it a 409 to reload), written in one transaction.
 */
export async function orderEnablerProfiles(
  database: Database,
  actor: User,
  ids: readonly number[],
  now: Date,
): Promise<{ ids: number[]; message: string }> {
  assertRole(actor, 'admin');
  if (new Set(ids).size !== ids.length) throw badRequest(enablerOrderMessages.stale, { ids: enablerOrderMessages.stale });
  return database.writeTransaction(async (trx) => {
    const current = await repository.listEnablerIdsInOrder(trx);
    const known = new Set(current);
    if (ids.length !== current.length || ids.some((id) => !known.has(id))) throw conflict(enablerOrderMessages.stale);
    await repository.setEnablerOrder(trx, ids, now.toISOString());
    return { ids: [...ids], message: enablerOrderMessages.saved };
  });
}
