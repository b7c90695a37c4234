import type { EventItem, EventSummary, VersionedItem } from '@wfc/shared';
import type { Kysely, Selectable } from 'kysely';
import type { EventsTable } from '../../db/content-schema';
import type { DB } from '../../db/schema';
import { toEvent } from '../content/content.presenters';

/** The events as the editor reads and writes them, with version, hidden and trash (decision 022). */

// The row as the site shows it (content's mapping), with what only the editor sees.
const toItem = (row: Selectable<EventsTable>): EventItem => {
  const { id: _id, ...event } = toEvent(row);
  return { ...event, hidden: row.hidden === 1, inTrash: row.deleted_at !== null };
};

const toRow = (item: EventItem, deletedAt: string | null) => ({
  title: item.title,
  date_text: item.date,
  starts_at: item.dateObj,
  time_text: item.time,
  location: item.location,
  description: item.description,
  link: item.link,
  category: item.category,
  cover_image: item.coverImage,
  image_alt: item.imageAlt,
  hidden: item.hidden ? 1 : 0,
  deleted_at: item.inTrash ? deletedAt : null,
});

/** Every event for the editor's list, the hidden and the trashed included, in date order. */
export async function listEventSummaries(db: Kysely<DB>): Promise<EventSummary[]> {
  const rows = await db.selectFrom('events').select(['id', 'title', 'starts_at', 'category', 'hidden', 'deleted_at', 'version']).orderBy('starts_at').orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    dateObj: row.starts_at,
    category: row.category as EventSummary['category'],
    hidden: row.hidden === 1,
    inTrash: row.deleted_at !== null,
    version: row.version,
  }));
}

export async function findEventForEdit(db: Kysely<DB>, id: string): Promise<VersionedItem<EventItem> | undefined> {
  const row = await db
    .selectFrom('events')
    .leftJoin('users', 'users.id', 'events.updated_by')
    .selectAll('events')
    .select('users.name as updated_by_name')
    .where('events.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { item: toItem(row), version: row.version, updatedAt: row.updated_at, updatedBy: row.updated_by_name ?? null };
}

/** Writes the event as version `expected + 1` only if it is still at `expected`: one statement. */
export async function updateEventIfAt(db: Kysely<DB>, id: string, change: { value: EventItem; expected: number; by: string; now: string }): Promise<boolean> {
  const result = await db
    .updateTable('events')
    .set({ ...toRow(change.value, change.now), version: change.expected + 1, updated_by: change.by, updated_at: change.now })
    .where('id', '=', id)
    .where('version', '=', change.expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertEvent(db: Kysely<DB>, row: { id: string; item: EventItem; by: string; now: string }): Promise<void> {
  await db
    .insertInto('events')
    .values({ id: row.id, ...toRow(row.item, null), version: 1, updated_by: row.by, created_at: row.now, updated_at: row.now })
    .execute();
}

/** The cover images the site's events already use, which a new or edited event may choose. */
export async function listCoverImages(db: Kysely<DB>): Promise<string[]> {
  const rows = await db.selectFrom('events').select('cover_image').distinct().orderBy('cover_image').execute();
  return rows.map((row) => row.cover_image);
}
