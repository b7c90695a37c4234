import type { NewRequestMailChoice } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The users table's `new_request_mail` column (issue 41): how each operator hears of a new help request. */

export async function findNewRequestMail(db: Kysely<DB>, userId: string): Promise<NewRequestMailChoice | undefined> {
  return (await db.selectFrom('users').select('new_request_mail').where('id', '=', userId).executeTakeFirst())?.new_request_mail;
}

export async function updateNewRequestMail(db: Kysely<DB>, userId: string, choice: NewRequestMailChoice, now: string): Promise<void> {
  await db.updateTable('users').set({ new_request_mail: choice, updated_at: now }).where('id', '=', userId).execute();
}

/** The choice of each of these accounts. */
export async function newRequestMailOf(db: Kysely<DB>, userIds: string[]): Promise<Map<string, NewRequestMailChoice>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'new_request_mail']).where('id', 'in', userIds).execute();
  return new Map(rows.map((row) => [row.id, row.new_request_mail]));
}
