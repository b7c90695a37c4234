import { randomBytes } from 'node:crypto';
import { imageSourcesOf, type CollectionExtras, type CollectionList, type User, type VersionedItem } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, type AppError } from '../../lib/app-error';
import { assertRole } from '../../lib/permissions';
import { findAsset } from '../media/media.service';
import * as repository from './collection.repository';
import * as revisions from './content-revisions.repository';
import { adminHistory, readItem, saveVersion, type ContentKind, type SaveResult } from './versioned-content';

/** What creating an item answers (each collection's sentences are in the answers' catalog). */
export function createdMessage(collection: { noun: string; shownOn: string }, hidden: boolean): string {
  return hidden ? `${collection.noun} created, hidden from the site.` : `${collection.noun} created. ${collection.shownOn} shows it now.`;
}

/**
 * A list of content an admin edits item by item (decision 022): events, blog posts, podcast
 * episodes, webinars. Each is created as version 1, saved on the version edited, hidden, moved to
 * the trash and back (each a version), and has a history to restore from. A collection says how its
 * items map to its table's columns; everything else is here, once.
 */
export interface Collection<Item extends CollectionExtras & { hidden: boolean }, Fields extends object> {
  /** The revisions' `kind`, and what the log calls an item ("event"). */
  kind: string;
  /** What the editor's messages call an item, capitalised ("Event", "Blog post"). */
  noun: string;
  /** A new item's id: `<prefix>-` and 12 hex digits. */
  idPrefix: string;
  place: repository.CollectionPlace;
  /** The item's field holding its image's address (the other image field is `imageSources`). */
  imageField: keyof Fields & keyof Item & string;
  schema: z.ZodType<Item>;
  labels: Record<keyof Item & string, string>;
  notFoundMessage: string;
  /** Where the site shows the items ("the events page"), for the create message. */
  shownOn: string;
  toItem(row: repository.CollectionRow): Item;
  toColumns(item: Item): Record<string, unknown>;
  /** What the editor's list says after an item's date. */
  detail(row: repository.CollectionRow): string;
  /** What a save answers when a unique column refuses it (two saves taking one slug at once). */
  uniqueViolation?: AppError;
  /** Checks a save makes inside its transaction, on the item about to be written (a blog post's slug). */
  beforeWrite?(db: Kysely<DB>, id: string, next: Item, current: Item | undefined, now: string): Promise<void>;
  /** What a create or a save does next in its transaction, the item written (an event's guests told of a change). */
  afterWrite?(db: Kysely<DB>, id: string, next: Item, current: Item | undefined, now: string): Promise<void>;
}

const IMAGE_NOT_FOUND = 'That image could not be found. Please upload it again.';

/** The editing model's view of a collection's items. */
function kindOf<Item extends CollectionExtras & { hidden: boolean }, Fields extends object>(
  collection: Collection<Item, Fields>,
): ContentKind<Item> {
  return {
    kind: collection.kind,
    schema: collection.schema,
    labels: collection.labels,
    notFoundMessage: collection.notFoundMessage,
    read: async (db, id): Promise<VersionedItem<Item> | undefined> => {
      const row = await repository.findRow(db, collection.place, id);
      if (!row) return undefined;
      return { item: collection.toItem(row), version: row.version, updatedAt: row.updated_at, updatedBy: row.updated_by_name ?? null };
    },
    writeIfAt: async (db, id, change) => {
      const hooked = collection.beforeWrite || collection.afterWrite;
      const row = hooked ? await repository.findRow(db, collection.place, id) : undefined;
      const current = row ? collection.toItem(row) : undefined;
      await collection.beforeWrite?.(db, id, change.value, current, change.now);
      const written = await repository.updateIfAt(db, collection.place, id, {
        columns: columnsOf(collection, change.value, change.now),
        expected: change.expected,
        by: change.by,
        now: change.now,
      });
      if (written) await collection.afterWrite?.(db, id, change.value, current, change.now);
      return written;
    },
  };
}

function columnsOf<Item extends CollectionExtras & { hidden: boolean }, Fields extends object>(
  collection: Collection<Item, Fields>,
  item: Item,
  now: string,
): Record<string, unknown> {
  return { ...collection.toColumns(item), hidden: item.hidden ? 1 : 0, deleted_at: item.inTrash ? now : null };
}

/**
 * The image a create or a save writes, with its srcsets: an upload named by `imageMediaId` (its
 * WebP nearest 640 px, a card's width on a sharp screen), the one the item has, or one of the
 * site's own the collection's items use.
 */
async function imageOf<Item extends CollectionExtras & { hidden: boolean }, Fields extends object>(
  database: Database,
  collection: Collection<Item, Fields>,
  chosen: string,
  mediaId: string | undefined,
  current: Item | undefined,
): Promise<{ src: string; sources: CollectionExtras['imageSources'] }> {
  const field = collection.imageField;
  if (mediaId !== undefined) {
    const asset = await findAsset(database, mediaId);
    if (!asset) throw badRequest(IMAGE_NOT_FOUND, { imageMediaId: IMAGE_NOT_FOUND });
    const { src, webp, avif } = imageSourcesOf(asset, 640);
    return { src, sources: { webp, avif } };
  }
  if (current && chosen === current[field]) return { src: chosen, sources: current.imageSources };
  if (!(await repository.listSiteImages(database.db, collection.place)).includes(chosen)) {
    const message = 'Please choose an image from the list, or upload one.';
    throw badRequest(message, { [field]: message });
  }
  return { src: chosen, sources: null };
}

/** The item a create or a save writes from her fields: the image resolved, the trash kept as it is. */
async function itemFrom<Item extends CollectionExtras & { hidden: boolean }, Fields extends object>(
  database: Database,
  collection: Collection<Item, Fields>,
  input: Fields & { imageMediaId?: string | undefined },
  current: Item | undefined,
): Promise<Item> {
  const { imageMediaId, ...fields } = input;
  const image = await imageOf(
    database,
    collection,
    String((fields as Record<string, unknown>)[collection.imageField]),
    imageMediaId,
    current,
  );
  return {
    ...fields,
    [collection.imageField]: image.src,
    imageSources: image.sources,
    inTrash: current?.inTrash ?? false,
  } as unknown as Item;
}

/** Runs a write, answering a unique column's refusal as the collection says (else as it came). */
async function orUniqueViolation<T>(answer: AppError | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (answer && isUniqueViolation(error)) throw answer;
    throw error;
  }
}

export function collectionService<Item extends CollectionExtras & { hidden: boolean }, Fields extends object>(
  database: Database,
  collection: Collection<Item, Fields>,
) {
  const kind = kindOf(collection);
  const history = adminHistory(database, kind);
  return {
    async list(actor: User): Promise<CollectionList> {
      assertRole(actor, 'admin');
      const [items, images] = await Promise.all([
        repository.listSummaries(database.db, collection.place, collection.detail),
        repository.listSiteImages(database.db, collection.place),
      ]);
      return { items, images };
    },

    /** A new item as version 1, with its revision, in one transaction. */
    async create(
      actor: User,
      input: Fields & { imageMediaId?: string | undefined },
      now: Date,
    ): Promise<VersionedItem<Item> & { id: string; message: string }> {
      assertRole(actor, 'admin');
      const item = await itemFrom(database, collection, input, undefined);
      const id = `${collection.idPrefix}-${randomBytes(6).toString('hex')}`;
      const stamp = now.toISOString();
      await orUniqueViolation(collection.uniqueViolation, () =>
        database.writeTransaction(async (trx) => {
          await collection.beforeWrite?.(trx, id, item, undefined, stamp);
          await repository.insertRow(trx, collection.place, { id, columns: columnsOf(collection, item, stamp), by: actor._id, now: stamp });
          await collection.afterWrite?.(trx, id, item, undefined, stamp);
          await revisions.insertRevision(trx, {
            kind: collection.kind,
            itemId: id,
            version: 1,
            snapshot: item,
            changed: [],
            authorId: actor._id,
            authorName: actor.name,
            restoredFrom: null,
            createdAt: stamp,
          });
        }),
      );
      const message = createdMessage(collection, item.hidden);
      return { id, item, version: 1, updatedAt: stamp, updatedBy: actor.name, message };
    },

    async get(actor: User, id: string): Promise<VersionedItem<Item>> {
      assertRole(actor, 'admin');
      return readItem(database.db, kind, id);
    },

    async save(
      actor: User,
      id: string,
      input: Fields & { imageMediaId?: string | undefined; version: number },
      now: Date,
    ): Promise<SaveResult<Item>> {
      assertRole(actor, 'admin');
      const { version, ...fields } = input;
      const current = await readItem(database.db, kind, id);
      const next = await itemFrom(database, collection, fields as Fields & { imageMediaId?: string }, current.item);
      return orUniqueViolation(collection.uniqueViolation, () => saveVersion(database, kind, id, { next, expected: version, actor, now }));
    },

    /** Moves an item to the trash, or takes it out, as a new version (the history says so). */
    async setInTrash(actor: User, id: string, inTrash: boolean, expected: number, now: Date): Promise<SaveResult<Item>> {
      assertRole(actor, 'admin');
      const current = await readItem(database.db, kind, id);
      return saveVersion(database, kind, id, { next: { ...current.item, inTrash }, expected, actor, now });
    },

    /** Its history; a restore refused by a unique column is answered as a save's. */
    history: {
      ...history,
      restore: (actor: User, id: string, version: number, expected: number, now: Date) =>
        orUniqueViolation(collection.uniqueViolation, () => history.restore(actor, id, version, expected, now)),
    },
  };
}
