import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { parseJsonColumn } from '../../db/json-column';
import type { DB } from '../../db/schema';

/**
 * A document of site_settings as the editor reads and writes it, with its version (decision 022):
 * `site` (the site settings) or `carousel` (the home page's photos).
 */

export type EditedSettingKey = 'site' | 'carousel';

export interface StoredSetting<T> {
  value: T;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** The document as `schema` reads it. */
export async function findSettingForEdit<T>(
  db: Kysely<DB>,
  key: EditedSettingKey,
  schema: z.ZodType<T>,
): Promise<StoredSetting<T> | undefined> {
  const row = await db
    .selectFrom('site_settings')
    .leftJoin('users', 'users.id', 'site_settings.updated_by')
    .select(['site_settings.value', 'site_settings.version', 'site_settings.updated_at', 'users.name as updated_by_name'])
    .where('site_settings.key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    value: parseJsonColumn(schema, row.value),
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_name ?? null,
  };
}

/**
 * Writes the document as version `version + 1` only if it is still at `version`: the check and
 * the write are one statement, so of two saves made on one version exactly one wins.
 */
export async function updateSettingIfAt(
  db: Kysely<DB>,
  key: EditedSettingKey,
  change: { value: unknown; version: number; by: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('site_settings')
    .set({ value: JSON.stringify(change.value), version: change.version + 1, updated_by: change.by, updated_at: change.now })
    .where('key', '=', key)
    .where('version', '=', change.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
