import type { Insertable, Kysely } from 'kysely';
import type { DB, MembershipsTable } from '../../db/schema';

export async function insertMembership(db: Kysely<DB>, row: Insertable<MembershipsTable>): Promise<void> {
  await db.insertInto('memberships').values(row).execute();
}

export async function membershipExists(db: Kysely<DB>, email: string): Promise<boolean> {
  const row = await db.selectFrom('memberships').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}
