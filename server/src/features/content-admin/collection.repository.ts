import { ImageSrcsets, type ContentSummary } from '@wfc/shared';
import type { Kysely } from 'kysely';
import { parseJsonColumn } from '../../db/json-column';
import type { DB } from '../../db/schema';

/**
 * The rows of the lists of content an admin edits item by item (decision 022): events, blog posts,
 * podcast episodes and webinars. Each table has its own content columns, and these in common.
 */
type CollectionTable = 'events' | 'blog_posts' | 'podcast_episodes' | 'webinars';

/** The columns every collection's table has, and its own (read and written through its mapping). */
export interface CollectionRow {
  id: string;
  title: string;
  version: number;
  hidden: number;
  deleted_at: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
  [column: string]: unknown;
}

/** The tables seen through their common columns: each collection's mapping names its own. */
type CollectionDb = Kysely<Record<CollectionTable, CollectionRow> & Pick<DB, 'users'>>;
const asCollections = (db: Kysely<DB>) => db as unknown as CollectionDb;

/** Where a collection lives: its table, and the column that orders it (when it happens or was published). */
export interface CollectionPlace {
  table: CollectionTable;
  dateColumn: string;
  /** The column of its image: the site's own images there are the ones a new item may choose. */
  imageColumn: string;
}

/** Every item, the hidden and the trashed included, in date order, with what the list says of each. */
export async function listSummaries(
  db: Kysely<DB>,
  place: CollectionPlace,
  detail: (row: CollectionRow) => string,
): Promise<ContentSummary[]> {
  const rows = (await asCollections(db)
    .selectFrom(place.table)
    .selectAll()
    .orderBy(place.dateColumn)
    .orderBy('id')
    .execute()) as CollectionRow[];
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    date: String(row[place.dateColumn]),
    detail: detail(row),
    hidden: row.hidden === 1,
    inTrash: row.deleted_at !== null,
    version: row.version,
  }));
}

/** One row, with the name of who saved its current version. */
export async function findRow(
  db: Kysely<DB>,
  place: CollectionPlace,
  id: string,
): Promise<(CollectionRow & { updated_by_name: string | null }) | undefined> {
  const row = await asCollections(db)
    .selectFrom(place.table)
    .leftJoin('users', 'users.id', `${place.table}.updated_by`)
    .selectAll(place.table)
    .select('users.name as updated_by_name')
    .where(`${place.table}.id`, '=', id)
    .executeTakeFirst();
  return row as (CollectionRow & { updated_by_name: string | null }) | undefined;
}

/** Writes the row as version `expected + 1` only if it is still at `expected`: one statement. */
export async function updateIfAt(
  db: Kysely<DB>,
  place: CollectionPlace,
  id: string,
  change: { columns: Record<string, unknown>; expected: number; by: string; now: string },
): Promise<boolean> {
  const result = await asCollections(db)
    .updateTable(place.table)
    .set({ ...change.columns, version: change.expected + 1, updated_by: change.by, updated_at: change.now })
    .where('id', '=', id)
    .where('version', '=', change.expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRow(
  db: Kysely<DB>,
  place: CollectionPlace,
  row: { id: string; columns: Record<string, unknown>; by: string; now: string },
): Promise<void> {
  await asCollections(db)
    .insertInto(place.table)
    .values({ id: row.id, ...row.columns, version: 1, updated_by: row.by, created_at: row.now, updated_at: row.now } as CollectionRow)
    .execute();
}

/** The site's own images (under /images/) the collection's items use, which an item may choose. */
export async function listSiteImages(db: Kysely<DB>, place: CollectionPlace): Promise<string[]> {
  const rows = await asCollections(db).selectFrom(place.table).select(place.imageColumn).distinct().orderBy(place.imageColumn).execute();
  return rows.map((row) => String(row[place.imageColumn])).filter((image) => image.startsWith('/images/'));
}

/** An uploaded image's srcsets as a row keeps them (JSON), and back; null for the site's own images. */
export const imageSourcesColumn = (sources: ImageSrcsets | null): string | null => (sources ? JSON.stringify(sources) : null);
export const imageSourcesOfRow = (column: unknown): ImageSrcsets | null =>
  typeof column === 'string' ? parseJsonColumn(ImageSrcsets, column) : null;
