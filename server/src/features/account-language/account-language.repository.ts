import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The users table's `locale` column: the language of each staff member's e-mail. */

export async function findUserLocale(db: Kysely<DB>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', id).executeTakeFirst();
  return row?.locale;
}

export async function updateUserLocale(db: Kysely<DB>, id: string, locale: string, now: string): Promise<void> {
  await db.updateTable('users').set({ locale, updated_at: now }).where('id', '=', id).execute();
}
