import type { Insertable, Kysely } from 'kysely';
import type { DB, MemberTokensTable, MembershipsTable } from '../../db/schema';

export async function insertMembership(db: Kysely<DB>, row: Insertable<MembershipsTable>): Promise<void> {
  await db.insertInto('memberships').values(row).execute();
}

export async function membershipExists(db: Kysely<DB>, email: string): Promise<boolean> {
  const row = await db.selectFrom('memberships').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/** The member who holds `email`, with what a mail to her needs. */
export async function findMembershipByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('memberships')
    .select(['id', 'first_name', 'last_name', 'email', 'confirmed_at', 'locale', 'vertical'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** What her e-mail choices page shows and changes of a member. */
export function findEmailChoices(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('memberships')
    .select(['id', 'first_name', 'interests', 'email_permission', 'locale'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertMemberToken(db: Kysely<DB>, row: Insertable<MemberTokensTable>): Promise<void> {
  await db.insertInto('member_tokens').values(row).execute();
}

/** The member a link of `purpose` belongs to, by the token's hash, while the link lasts. */
export async function findMemberByToken(db: Kysely<DB>, purpose: 'confirm' | 'unsubscribe', tokenHash: string, now: string) {
  return db
    .selectFrom('member_tokens as t')
    .innerJoin('memberships as m', 'm.id', 't.membership_id')
    .select(['m.id', 'm.email', 'm.confirmed_at', 'm.email_permission'])
    .where('t.purpose', '=', purpose)
    .where('t.token_hash', '=', tokenHash)
    .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', now)]))
    .executeTakeFirst();
}

export async function markConfirmed(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db.updateTable('memberships').set({ confirmed_at: now }).where('id', '=', id).where('confirmed_at', 'is', null).execute();
}

export async function markUnsubscribed(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db
    .updateTable('memberships')
    .set({ email_permission: 0, unsubscribed_at: now })
    .where('id', '=', id)
    .where('email_permission', '=', 1)
    .execute();
}
