import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The site settings document as the editor reads and writes it, with its version (decision 022). */

export interface StoredSiteSettings {
  value: unknown;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

export async function findSiteSettingsForEdit(db: Kysely<DB>): Promise<StoredSiteSettings | undefined> {
  const row = await db
    .selectFrom('site_settings')
    .leftJoin('users', 'users.id', 'site_settings.updated_by')
    .select(['site_settings.value', 'site_settings.version', 'site_settings.updated_at', 'users.name as updated_by_name'])
    .where('site_settings.key', '=', 'site')
    .executeTakeFirst();
  if (!row) return undefined;
  return { value: JSON.parse(row.value) as unknown, version: row.version, updatedAt: row.updated_at, updatedBy: row.updated_by_name ?? null };
}

/**
 * Writes the settings as version `version + 1` only if they are still at `version`: the check and
 * the write are one statement, so of two saves made on one version exactly one wins.
 */
export async function updateSiteSettingsIfAt(
  db: Kysely<DB>,
  change: { value: unknown; version: number; by: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('site_settings')
    .set({ value: JSON.stringify(change.value), version: change.version + 1, updated_by: change.by, updated_at: change.now })
    .where('key', '=', 'site')
    .where('version', '=', change.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
