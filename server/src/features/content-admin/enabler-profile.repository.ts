import type { EnablerProfileItem, VersionedItem } from '@wfc/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** An enabler's directory profile as the editor reads and writes it, with its version (decision 022). */

export async function findEnablerProfileForEdit(db: Kysely<DB>, id: number): Promise<(VersionedItem<EnablerProfileItem> & { userId: string | null }) | undefined> {
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
      expertise: JSON.parse(row.expertise) as string[],
      region: row.region,
      yearsOfExperience: row.years_of_experience,
      photo: row.photo,
      photoSources: row.photo_sources ? (JSON.parse(row.photo_sources) as EnablerProfileItem['photoSources']) : null,
      photoAlt: row.photo_alt,
    },
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_name ?? null,
    userId: row.user_id,
  };
}

/** Writes the profile as version `expected + 1` only if it is still at `expected`: one statement. */
export async function updateEnablerProfileIfAt(
  db: Kysely<DB>,
  id: number,
  change: { value: EnablerProfileItem; expected: number; by: string; now: string },
): Promise<boolean> {
  const { value } = change;
  const result = await db
    .updateTable('enablers')
    .set({
      name: value.name,
      title: value.title,
      description: value.description,
      expertise: JSON.stringify(value.expertise),
      region: value.region,
      years_of_experience: value.yearsOfExperience,
      photo: value.photo,
      photo_sources: value.photoSources ? JSON.stringify(value.photoSources) : null,
      photo_alt: value.photoAlt,
      version: change.expected + 1,
      updated_by: change.by,
      updated_at: change.now,
    })
    .where('id', '=', id)
    .where('version', '=', change.expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
  await db.updateTable('enablers').set({ position, updated_at: now }).where('id', 'in', [...ids]).execute();
}
