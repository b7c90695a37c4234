import type { EnablerAccount, EnablerProfileLink, MyEnablerProfile } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The link between directory profiles (`enablers`) and enabler accounts (`enablers.user_id`). */

/** Every profile in directory order with its linked account (of any state) or null. */
export async function listProfileLinks(db: Kysely<DB>): Promise<EnablerProfileLink[]> {
  const rows = await db
    .selectFrom('enablers')
    .leftJoin('users', 'users.id', 'enablers.user_id')
    .select([
      'enablers.id',
      'enablers.name',
      'enablers.photo',
      'enablers.title',
      'users.id as user_id',
      'users.name as user_name',
      'users.email as user_email',
    ])
    .orderBy('enablers.position')
    .orderBy('enablers.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    photo: row.photo,
    title: row.title,
    account: row.user_id ? { _id: row.user_id, name: row.user_name ?? '', email: row.user_email ?? '' } : null,
  }));
}

/** Active enabler accounts linked to no profile, by name. */
export async function listUnlinkedEnablerAccounts(db: Kysely<DB>): Promise<EnablerAccount[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('role', '=', 'enabler')
    .where('status', '=', 'active')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('enablers').select('enablers.id').whereRef('enablers.user_id', '=', 'users.id'))))
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ _id: row.id, name: row.name, email: row.email }));
}

export async function profileExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return (await db.selectFrom('enablers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The id of the profile linked to `userId`, if any. */
export async function findProfileIdOfAccount(db: Kysely<DB>, userId: string): Promise<number | undefined> {
  return (await db.selectFrom('enablers').select('id').where('user_id', '=', userId).executeTakeFirst())?.id;
}

/** Links (or, with null, unlinks) one profile; the unique index refuses a second profile for one account. */
/** The account a profile is linked to, or null (undefined when there is no such profile). */
export async function findAccountIdOfProfile(db: Kysely<DB>, id: number): Promise<string | null | undefined> {
  return (await db.selectFrom('enablers').select('user_id').where('id', '=', id).executeTakeFirst())?.user_id;
}

export async function setProfileAccount(db: Kysely<DB>, id: number, userId: string | null, now: string): Promise<void> {
  await db.updateTable('enablers').set({ user_id: userId, updated_at: now }).where('id', '=', id).execute();
}

/** The profile linked to an account, as its dashboard shows it. */
export async function findProfileOfAccount(db: Kysely<DB>, userId: string): Promise<MyEnablerProfile['profile']> {
  const row = await db.selectFrom('enablers').select(['id', 'name', 'photo', 'title']).where('user_id', '=', userId).executeTakeFirst();
  return row ?? null;
}

/** The active account linked to a profile, read in the caller's transaction (where an inquiry goes). */
export async function findActiveAccountOfProfile(db: Kysely<DB>, profileId: number) {
  return db
    .selectFrom('enablers')
    .innerJoin('users', 'users.id', 'enablers.user_id')
    .select(['users.id', 'users.name', 'users.email', 'users.role'])
    .where('enablers.id', '=', profileId)
    .where('users.status', '=', 'active')
    .where('users.role', '=', 'enabler')
    .executeTakeFirst();
}
