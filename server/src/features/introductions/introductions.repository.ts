import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';

/** The only code that touches `introductions` (issue 42), and the members' addresses and languages its e-mails need. */

export type IntroductionRow = Selectable<DB['introductions']>;

export async function insertIntroduction(db: Kysely<DB>, row: Insertable<DB['introductions']>): Promise<void> {
  await db.insertInto('introductions').values(row).execute();
}

/** The highest slot the sender has taken on `day` (0 for none): her next request takes the one after. */
export async function lastSlotOn(db: Kysely<DB>, fromMembershipId: string, day: string): Promise<number> {
  const row = await db
    .selectFrom('introductions')
    .select((eb) => eb.fn.max('day_slot').as('slot'))
    .where('from_membership_id', '=', fromMembershipId)
    .where('sent_day', '=', day)
    .executeTakeFirst();
  return Number(row?.slot ?? 0);
}

/** Marks the pair's waiting request whose time is over as expired (its link dies with it), so the pair may ask again. */
export async function expireLapsed(db: Kysely<DB>, now: string, pair: { from: string; to: string }): Promise<void> {
  await db
    .updateTable('introductions')
    .set({ status: 'expired', token_hash: null })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .where('from_membership_id', '=', pair.from)
    .where('to_membership_id', '=', pair.to)
    .execute();
}

/** Whether the sender has a request to this member still waiting. */
export async function hasPending(db: Kysely<DB>, from: string, to: string): Promise<boolean> {
  const row = await db
    .selectFrom('introductions')
    .select('id')
    .where('from_membership_id', '=', from)
    .where('to_membership_id', '=', to)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export function findIntroduction(db: Kysely<DB>, id: string): Promise<IntroductionRow | undefined> {
  return db.selectFrom('introductions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findIntroductionByToken(db: Kysely<DB>, tokenHash: string): Promise<IntroductionRow | undefined> {
  return db.selectFrom('introductions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Answers a waiting request (accepted or declined) and clears its link; false when it was no longer
 * waiting or its time was over (a concurrent answer got there first, or it lapsed).
 */
export async function answerIntroduction(db: Kysely<DB>, id: string, status: 'accepted' | 'declined', now: string): Promise<boolean> {
  const result = await db
    .updateTable('introductions')
    .set({ status, answered_at: now, token_hash: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Her requests, both ways, newest first; the ones kept from her by a block are never among those she received. */
export function listIntroductionsOf(db: Kysely<DB>, membershipId: string): Promise<IntroductionRow[]> {
  return db
    .selectFrom('introductions')
    .selectAll()
    .where((eb) =>
      eb.or([eb('from_membership_id', '=', membershipId), eb.and([eb('to_membership_id', '=', membershipId), eb('suppressed', '=', 0)])]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A member's address, names and language, for the e-mails and an accepted introduction's view. */
export interface MemberContact {
  id: string;
  email: string;
  firstName: string;
  locale: 'en' | 'ml';
}

export async function findMemberContacts(db: Kysely<DB>, ids: readonly string[]): Promise<Map<string, MemberContact>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('memberships')
    .select(['id', 'email', 'first_name', 'locale'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [row.id, { id: row.id, email: row.email, firstName: row.first_name, locale: row.locale === 'ml' ? 'ml' : 'en' }]),
  );
}

/**
 * Erasure of a member (issue 42): every introduction of hers that was not accepted goes, and an
 * accepted one whose other side has already gone (nobody is left to keep it). The accepted ones
 * whose other member remains stay; her id in them becomes null with her membership (the foreign key).
 */
export async function deleteIntroductionsOf(db: Kysely<DB>, membershipId: string): Promise<void> {
  await db
    .deleteFrom('introductions')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '!=', 'accepted'),
          eb.or([eb('from_membership_id', '=', membershipId), eb('to_membership_id', '=', membershipId)]),
        ]),
        eb.and([eb('from_membership_id', '=', membershipId), eb('to_membership_id', 'is', null)]),
        eb.and([eb('to_membership_id', '=', membershipId), eb('from_membership_id', 'is', null)]),
      ]),
    )
    .execute();
}
