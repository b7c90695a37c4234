import type { Kysely } from 'kysely';
import { z } from 'zod';
import { parseJsonColumn } from '../../db/json-column';
import type { DB } from '../../db/schema';

/** The only code that touches the security_settings table. */

/** A switch's value (a JSON boolean); off while it was never set. */
export async function readSwitch(db: Kysely<DB>, key: string): Promise<boolean> {
  const row = await db.selectFrom('security_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row !== undefined && parseJsonColumn(z.boolean(), row.value);
}

/** Stores a setting's value (inserted the first time, replaced after). */
export async function writeSetting(db: Kysely<DB>, row: { key: string; value: unknown; by: string; now: string }): Promise<void> {
  const value = JSON.stringify(row.value);
  await db
    .insertInto('security_settings')
    .values({ key: row.key, value, updated_by: row.by, created_at: row.now, updated_at: row.now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_by: row.by, updated_at: row.now }))
    .execute();
}
