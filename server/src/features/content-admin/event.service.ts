import { randomBytes } from 'node:crypto';
import { EditableEvent, eventLabels, imageSourcesOf, type CreateEventBody, type EventItem, type EventSummary, type SaveEventBody, type User, type VersionedItem } from '@wfc/shared';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { assertRole } from '../../lib/permissions';
import { findAsset } from '../media/media.service';
import * as revisions from './content-revisions.repository';
import * as repository from './event.repository';
import { getRevision, listHistory, readItem, restoreVersion, saveVersion, type ContentKind, type SaveResult } from './versioned-content';

/** The events and workshops (issue 17, decision 022): created, edited, hidden and trashed by admins. */

const COVER_NOT_FOUND = 'That image could not be found. Please upload it again.';
const UNKNOWN_COVER = 'Please choose a cover image from the list, or upload one.';

const eventKind: ContentKind<EventItem> = {
  kind: 'event',
  schema: EditableEvent.extend({ inTrash: z.boolean() }),
  labels: eventLabels,
  notFoundMessage: 'We could not find that event.',
  read: (db, id) => repository.findEventForEdit(db, id),
  writeIfAt: (db, id, change) => repository.updateEventIfAt(db, id, change),
};

/**
 * The cover a save writes: an upload named by `coverMediaId` (its 640 px WebP, a card's width on a
 * sharp screen), or one of the covers the site's events use, or the one the event has.
 */
async function coverOf(database: Database, input: Pick<CreateEventBody, 'coverImage' | 'coverMediaId'>, current?: string): Promise<string> {
  if (input.coverMediaId !== undefined) {
    const asset = await findAsset(database, input.coverMediaId);
    if (!asset) throw badRequest(COVER_NOT_FOUND, { coverMediaId: COVER_NOT_FOUND });
    return imageSourcesOf(asset, 640).src;
  }
  if (input.coverImage === current) return input.coverImage;
  if (!(await repository.listCoverImages(database.db)).includes(input.coverImage)) throw badRequest(UNKNOWN_COVER, { coverImage: UNKNOWN_COVER });
  return input.coverImage;
}

export async function listEventsForEdit(database: Database, actor: User): Promise<{ events: EventSummary[]; coverImages: string[] }> {
  assertRole(actor, 'admin');
  const [events, coverImages] = await Promise.all([repository.listEventSummaries(database.db), repository.listCoverImages(database.db)]);
  return { events, coverImages };
}

/** A new event as version 1, with its revision, in one transaction. */
export async function createEvent(database: Database, actor: User, input: CreateEventBody, now: Date): Promise<VersionedItem<EventItem> & { id: string }> {
  assertRole(actor, 'admin');
  const { coverMediaId, ...fields } = input;
  const item: EventItem = { ...fields, coverImage: await coverOf(database, { coverImage: fields.coverImage, coverMediaId }), inTrash: false };
  const id = `evt-${randomBytes(6).toString('hex')}`;
  const stamp = now.toISOString();
  await database.writeTransaction(async (trx) => {
    await repository.insertEvent(trx, { id, item, by: actor._id, now: stamp });
    await revisions.insertRevision(trx, { kind: 'event', itemId: id, version: 1, snapshot: item, changed: [], authorId: actor._id, authorName: actor.name, restoredFrom: null, createdAt: stamp });
  });
  return { id, item, version: 1, updatedAt: stamp, updatedBy: actor.name };
}

export async function getEventForEdit(database: Database, actor: User, id: string): Promise<VersionedItem<EventItem>> {
  assertRole(actor, 'admin');
  return readItem(database.db, eventKind, id);
}

export async function saveEvent(database: Database, actor: User, id: string, input: SaveEventBody, now: Date): Promise<SaveResult<EventItem>> {
  assertRole(actor, 'admin');
  const { version, coverMediaId, ...fields } = input;
  const current = await readItem(database.db, eventKind, id);
  const next: EventItem = { ...fields, coverImage: await coverOf(database, { coverImage: fields.coverImage, coverMediaId }, current.item.coverImage), inTrash: current.item.inTrash };
  return saveVersion(database, eventKind, id, { next, expected: version, actor, now });
}

/** Moves an event to the trash, or takes it out, as a new version (the history says so). */
export async function setEventInTrash(database: Database, actor: User, id: string, inTrash: boolean, expected: number, now: Date): Promise<SaveResult<EventItem>> {
  assertRole(actor, 'admin');
  const current = await readItem(database.db, eventKind, id);
  return saveVersion(database, eventKind, id, { next: { ...current.item, inTrash }, expected, actor, now });
}

export async function listEventRevisions(database: Database, actor: User, id: string, page: { limit: number; beforeVersion?: number | undefined }) {
  assertRole(actor, 'admin');
  return listHistory(database, eventKind, id, page);
}

export async function getEventRevision(database: Database, actor: User, id: string, version: number) {
  assertRole(actor, 'admin');
  return getRevision(database, eventKind, id, version);
}

export async function restoreEventRevision(database: Database, actor: User, id: string, version: number, expected: number, now: Date) {
  assertRole(actor, 'admin');
  return restoreVersion(database, eventKind, id, { version, expected, actor, now });
}
