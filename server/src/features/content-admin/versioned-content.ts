import {
  contentAdminMessages,
  KEEP_STORED_TRANSLATION,
  type ContentRevision,
  type ContentRevisionDetail,
  type SavedItem,
  type User,
  type VersionedItem,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { assertRole } from '../../lib/permissions';
import * as revisions from './content-revisions.repository';

/**
 * The editing model every kind of content shares (decision 022): a version per item, a save on the
 * version edited (409 with the item as it now is when another save came first), every saved version
 * kept whole as a revision, restore as a new version.
 */

/** Who the history names for the content the site started with. */
const SEED_AUTHOR = 'Seed content';

/** One kind of content, as the editing model reads and writes it. */
export interface ContentKind<T extends object> {
  /** The revisions' `kind`. */
  kind: string;
  /** Parses an item as stored, and a snapshot of an older version. */
  schema: z.ZodType<T>;
  /** What each field is called in the history. */
  labels: Record<keyof T & string, string>;
  /** What the "not found" answer says. */
  notFoundMessage: string;
  read(db: Kysely<DB>, itemId: string): Promise<VersionedItem<T> | undefined>;
  /** Writes `value` as version `expected + 1` only if the item is still at `expected` (one statement). */
  writeIfAt(db: Kysely<DB>, itemId: string, change: { value: T; expected: number; by: string; now: string }): Promise<boolean>;
}

/** A save made on a version that is no longer current: 409 with the item as it is now. */
export class StaleEditError<T> extends AppError {
  constructor(readonly current: VersionedItem<T>) {
    super(409, 'CONFLICT', contentAdminMessages.stale);
  }

  override toBody() {
    return { ...super.toBody(), current: this.current };
  }
}

export type SaveResult<T> = SavedItem<T>;

export async function readItem<T extends object>(db: Kysely<DB>, kind: ContentKind<T>, itemId: string): Promise<VersionedItem<T>> {
  const item = await kind.read(db, itemId);
  if (!item) throw notFound(kind.notFoundMessage);
  return item;
}

/** The labels of the fields that differ between two versions. */
function changedLabels<T extends object>(kind: ContentKind<T>, before: T, after: T): string[] {
  return (
    (Object.keys(kind.labels) as (keyof T & string)[])
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => kind.labels[key])
      // Fields shown as one (a photo's address, sizes and alt text) are named once.
      .filter((label, index, all) => all.indexOf(label) === index)
  );
}

/** A save that sent no Malayalam texts (KEEP_STORED_TRANSLATION) keeps the ones stored now. */
function withStoredTranslation<T extends object>(next: T, current: T): T {
  if ((next as { ml?: unknown }).ml !== KEEP_STORED_TRANSLATION) return next;
  return { ...next, ml: (current as { ml?: unknown }).ml ?? {} };
}

/**
 * Writes `next` as the version after `expected`, with its revision, in one transaction; the version
 * it replaces gets its revision first when it has none (the seed's), so it too can be restored.
 */
export async function saveVersion<T extends object>(
  database: Database,
  kind: ContentKind<T>,
  itemId: string,
  change: { next: T; expected: number; actor: User; now: Date; restoredFrom?: number },
): Promise<SaveResult<T>> {
  const { expected, actor } = change;
  const stamp = change.now.toISOString();
  const restoredFrom = change.restoredFrom ?? null;
  const outcome = await database.writeTransaction<{ stale: VersionedItem<T> } | { saved: SaveResult<T> }>(async (trx) => {
    const current = await readItem(trx, kind, itemId);
    if (current.version !== expected) return { stale: current };
    const next = withStoredTranslation(change.next, current.item);
    const changed = changedLabels(kind, current.item, next);
    if (changed.length === 0) return { saved: { ...current, message: contentAdminMessages.unchanged, changed: false } };
    if (!(await revisions.findRevision(trx, kind.kind, itemId, current.version))) {
      await revisions.insertRevision(trx, {
        kind: kind.kind,
        itemId,
        version: current.version,
        snapshot: current.item,
        changed: [],
        authorId: null,
        authorName: current.updatedBy ?? SEED_AUTHOR,
        restoredFrom: null,
        createdAt: current.updatedAt,
      });
    }
    if (!(await kind.writeIfAt(trx, itemId, { value: next, expected, by: actor._id, now: stamp })))
      return { stale: await readItem(trx, kind, itemId) };
    const version = expected + 1;
    await revisions.insertRevision(trx, {
      kind: kind.kind,
      itemId,
      version,
      snapshot: next,
      changed,
      authorId: actor._id,
      authorName: actor.name,
      restoredFrom,
      createdAt: stamp,
    });
    const message = restoredFrom === null ? contentAdminMessages.saved : contentAdminMessages.restored(restoredFrom);
    return { saved: { item: next, version, updatedAt: stamp, updatedBy: actor.name, message, changed: true } };
  });
  if ('stale' in outcome) throw new StaleEditError(outcome.stale);
  return outcome.saved;
}

const toRevision = (row: revisions.RevisionRow): ContentRevision => ({
  version: row.version,
  createdAt: row.createdAt,
  authorName: row.authorName,
  changed: row.changed,
  restoredFrom: row.restoredFrom,
});

/** An item's history, newest first. Before its first save it is the seed's version alone, read from the item. */
async function listHistory<T extends object>(
  database: Database,
  kind: ContentKind<T>,
  itemId: string,
  page: { limit: number; beforeVersion?: number | undefined },
): Promise<ContentRevision[]> {
  const rows = await revisions.listRevisions(database.db, kind.kind, itemId, page.limit, page.beforeVersion);
  if (rows.length > 0 || page.beforeVersion !== undefined) return rows.map(toRevision);
  const current = await readItem(database.db, kind, itemId);
  return [
    {
      version: current.version,
      createdAt: current.updatedAt,
      authorName: current.updatedBy ?? SEED_AUTHOR,
      changed: [],
      restoredFrom: null,
    },
  ];
}

/** One version of an item, whole. */
async function getRevision<T extends object>(
  database: Database,
  kind: ContentKind<T>,
  itemId: string,
  version: number,
): Promise<ContentRevisionDetail<T>> {
  const row = await revisions.findRevision(database.db, kind.kind, itemId, version);
  if (row) return { ...toRevision(row), item: kind.schema.parse(row.snapshot) };
  const current = await readItem(database.db, kind, itemId);
  if (current.version !== version) throw notFound('There is no such version.');
  return {
    version,
    createdAt: current.updatedAt,
    authorName: current.updatedBy ?? SEED_AUTHOR,
    changed: [],
    restoredFrom: null,
    item: current.item,
  };
}

/** Saves an older version as a new version, on the version she had on screen. */
async function restoreVersion<T extends object>(
  database: Database,
  kind: ContentKind<T>,
  itemId: string,
  change: { version: number; expected: number; actor: User; now: Date },
): Promise<SaveResult<T>> {
  const revision = await getRevision(database, kind, itemId, change.version);
  return saveVersion(database, kind, itemId, {
    next: revision.item,
    expected: change.expected,
    actor: change.actor,
    now: change.now,
    restoredFrom: change.version,
  });
}

/** One kind's history as the revision routes read and restore it: an admin's, for any of its items. */
export interface AdminHistory<T> {
  list(actor: User, itemId: string, page: { limit: number; beforeVersion?: number | undefined }): Promise<ContentRevision[]>;
  get(actor: User, itemId: string, version: number): Promise<ContentRevisionDetail<T>>;
  restore(actor: User, itemId: string, version: number, expected: number, now: Date): Promise<SaveResult<T>>;
}

/** The history of a kind's items for admins (every kind's history is theirs alone), each call checking the role. */
export function adminHistory<T extends object>(database: Database, kind: ContentKind<T>): AdminHistory<T> {
  return {
    list(actor, itemId, page) {
      assertRole(actor, 'admin');
      return listHistory(database, kind, itemId, page);
    },
    get(actor, itemId, version) {
      assertRole(actor, 'admin');
      return getRevision(database, kind, itemId, version);
    },
    restore(actor, itemId, version, expected, now) {
      assertRole(actor, 'admin');
      return restoreVersion(database, kind, itemId, { version, expected, actor, now });
    },
  };
}
