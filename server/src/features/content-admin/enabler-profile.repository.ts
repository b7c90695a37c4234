import {
  Enabler,
  ImageSrcsets,
  parseTranslation,
  serializeTranslation,
  type EnablerProfileItem,
  type EnablerProfileSummary,
  type VersionedItem,
} from '@wfc/shared';
import { sql, type Kysely } from 'kysely';
import { parseJsonColumn } from '../../db/json-column';
import type { DB } from '../../db/schema';

/** An enabler's directory profile as the editor reads and writes it, with its version (decision 022). */

/** The photo as the directory shows it, and whether the profile is shown, from its columns. */
const photoAndShown = (row: {
  photo: string;
  photo_sources: string | null;
  photo_alt: string | null;
  hidden: number;
  deleted_at: string | null;
}) => ({
  photo: row.photo,
  photoSources: row.photo_sources ? parseJsonColumn(ImageSrcsets, row.photo_sources) : null,
  photoAlt: row.photo_alt,
  hidden: row.hidden === 1,
  inTrash: row.deleted_at !== null,
});

export async function findEnablerProfileForEdit(
  db: Kysely<DB>,
  id: number,
): Promise<(VersionedItem<EnablerProfileItem> & { userId: string | null }) | undefined> {
  const row = await db
    .selectFrom('enablers')
    .leftJoin('users', 'users.id', 'enablers.updated_by')
    .select([
      'enablers.name',
      'enablers.title',
      'enablers.description',
      'enablers.expertise',
      'enablers.region',
      'enablers.years_of_experience',
      'enablers.photo',
      'enablers.photo_sources',
      'enablers.photo_alt',
      'enablers.hidden',
      'enablers.deleted_at',
      'enablers.ml',
      'enablers.version',
      'enablers.updated_at',
      'enablers.user_id',
      'users.name as updated_by_name',
    ])
    .where('enablers.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    item: {
      name: row.name,
      title: row.title,
      description: row.description,
      expertise: parseJsonColumn(Enabler.shape.expertise, row.expertise),
      region: row.region,
      yearsOfExperience: row.years_of_experience,
      ...photoAndShown(row),
      ml: parseTranslation<keyof EnablerProfileItem['ml']>(row.ml),
    },
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_name ?? null,
    userId: row.user_id,
  };
}

/** The columns of a profile's editable fields, its photo and whether it is shown. */
const toColumns = (value: EnablerProfileItem, now: string) => ({
  name: value.name,
  title: value.title,
  description: value.description,
  expertise: JSON.stringify(value.expertise),
  region: value.region,
  years_of_experience: value.yearsOfExperience,
  photo: value.photo,
  photo_sources: value.photoSources ? JSON.stringify(value.photoSources) : null,
  photo_alt: value.photoAlt,
  hidden: value.hidden ? 1 : 0,
  deleted_at: value.inTrash ? now : null,
  ml: serializeTranslation(value.ml),
});

/** Writes the profile as version `expected + 1` only if it is still at `expected`: one statement. */
export async function updateEnablerProfileIfAt(
  db: Kysely<DB>,
  id: number,
  change: { value: EnablerProfileItem; expected: number; by: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('enablers')
    .set({
      ...toColumns(change.value, change.now),
      version: change.expected + 1,
      updated_by: change.by,
      updated_at: change.now,
    })
    .where('id', '=', id)
    .where('version', '=', change.expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new profile as version 1, after every other in the directory's order; answers its id. */
export async function insertEnablerProfile(db: Kysely<DB>, row: { value: EnablerProfileItem; by: string; now: string }): Promise<number> {
  const last = await db
    .selectFrom('enablers')
    .select((eb) => [eb.fn.max('id').as('id'), eb.fn.max('position').as('position')])
    .executeTakeFirstOrThrow();
  const id = Number(last.id ?? 0) + 1;
  await db
    .insertInto('enablers')
    .values({
      id,
      ...toColumns(row.value, row.now),
      position: Number(last.position ?? 0) + 1,
      user_id: null,
      version: 1,
      updated_by: row.by,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
  return id;
}

/** Every profile, the hidden and the trashed included, in the directory's order. */
export async function listEnablerProfileSummaries(db: Kysely<DB>): Promise<EnablerProfileSummary[]> {
  const rows = await db
    .selectFrom('enablers')
    .select(['id', 'name', 'title', 'photo', 'photo_sources', 'photo_alt', 'hidden', 'deleted_at', 'version'])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    ...photoAndShown(row),
    version: row.version,
  }));
}

/** Every profile's id, in the directory's order. */
export async function listEnablerIdsInOrder(db: Kysely<DB>): Promise<number[]> {
  const rows = await db.selectFrom('enablers').select('id').orderBy('position').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Gives each profile its place (1, 2, …) in `ids`' order, in one statement. */
export async function setEnablerOrder(db: Kysely<DB>, ids: readonly number[], now: string): Promise<void> {
  if (ids.length === 0) return;
  // The cast gives PostgreSQL the parameters' type; SQLite takes it as it is.
  const places = ids.map((id, index) => sql`when id = ${id} then cast(${index + 1} as integer)`);
  const position = sql<number>`case ${sql.join(places, sql` `)} else position end`;
  await db
    .updateTable('enablers')
    .set({ position, updated_at: now })
    .where('id', 'in', [...ids])
    .execute();
}
