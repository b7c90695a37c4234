import type { Insertable, Kysely } from 'kysely';
import type { Engine } from '../../db/database';
import type { DB, MemberSessionsTable, MemberSignInTokensTable } from '../../db/schema';

/**
 * Whether anything the club keeps is under `email`: a membership, a help request, an inquiry, a
 * registration for an event (issue 30) or a session booked (issue 31); undefined when nothing is.
 * Known, it carries the name she gave (her membership's first name first, issue 38), for the e-mail's greeting.
 */
export async function findKnownAddress(db: Kysely<DB>, email: string): Promise<{ name: string } | undefined> {
  const [membership, request, inquiry, registration, session] = await Promise.all([
    db.selectFrom('memberships').select('first_name as name').where('email', '=', email).executeTakeFirst(),
    db
      .selectFrom('cases')
      .select('requester_name as name')
      .where('requester_email', '=', email)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('inquiries').select('name').where('email', '=', email).orderBy('created_at', 'desc').limit(1).executeTakeFirst(),
    db
      .selectFrom('event_registrations')
      .select('name')
      .where('email_key', '=', email.toLowerCase())
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('session_bookings')
      .select('mentee_name as name')
      .where('email_key', '=', email.toLowerCase())
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return membership ?? request ?? inquiry ?? registration ?? session;
}

export async function insertSignInToken(db: Kysely<DB>, row: Insertable<MemberSignInTokensTable>): Promise<void> {
  await db.insertInto('member_sign_in_tokens').values(row).execute();
}

/** Drops her sign-in e-mails and sessions that can no longer be used (kept tidy at each sign-in). */
export async function forgetExpired(db: Kysely<DB>, email: string, stamp: string): Promise<void> {
  await db.deleteFrom('member_sign_in_tokens').where('email', '=', email).where('expires_at', '<=', stamp).execute();
  await db.deleteFrom('member_sessions').where('email', '=', email).where('expires_at', '<=', stamp).execute();
}

/**
 * Uses a link, in one statement so concurrent uses cannot share a use: an unexpired link with uses
 * left, unused or first used since `windowFloor`, counts one more use, and its code ends (issue 38,
 * finding 7). Returns its address, or nothing when the link cannot sign in.
 */
export async function useLink(db: Kysely<DB>, tokenHash: string, limits: { stamp: string; windowFloor: string; maxUses: number }) {
  return db
    .updateTable('member_sign_in_tokens')
    .set((eb) => ({
      link_uses: eb('link_uses', '+', 1),
      first_used_at: eb.fn.coalesce('first_used_at', eb.val(limits.stamp)),
      code_used_at: eb.fn.coalesce('code_used_at', eb.val(limits.stamp)),
    }))
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', limits.stamp)
    .where('link_uses', '<', limits.maxUses)
    .where((eb) => eb.or([eb('first_used_at', 'is', null), eb('first_used_at', '>=', limits.windowFloor)]))
    .returning(['id', 'email'])
    .executeTakeFirst();
}

/**
 * Counts one code try on every live code of `email` that has tries left, in one statement (so
 * concurrent guesses cannot share a try), and returns those codes to be checked. On PostgreSQL the
 * rows are locked first in the order of their ids: an UPDATE locks rows in the order its scan meets
 * them, which changes as rows get new versions, and two guesses locking two codes in opposite orders
 * deadlocked (answered 500; CI of 2026-12-07).
 */
export async function takeCodeTry(db: Kysely<DB>, email: string, stamp: string, maxTries: number, engine: Engine) {
  if (engine === 'postgres') {
    await db
      .selectFrom('member_sign_in_tokens')
      .select('id')
      .where('email', '=', email)
      .where('expires_at', '>', stamp)
      .where('code_used_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
  }
  return db
    .updateTable('member_sign_in_tokens')
    .set((eb) => ({ code_failures: eb('code_failures', '+', 1) }))
    .where('email', '=', email)
    .where('expires_at', '>', stamp)
    .where('code_used_at', 'is', null)
    .where('code_failures', '<', maxTries)
    .returning(['id', 'code_hash'])
    .execute();
}

/** Uses a code: true for the one caller that used it. Her link ends with it (its uses set to `maxLinkUses`). */
export async function useCode(db: Kysely<DB>, id: string, stamp: string, maxLinkUses: number): Promise<boolean> {
  const result = await db
    .updateTable('member_sign_in_tokens')
    .set({ code_used_at: stamp, link_uses: maxLinkUses })
    .where('id', '=', id)
    .where('code_used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertSession(db: Kysely<DB>, row: Insertable<MemberSessionsTable>): Promise<void> {
  await db.insertInto('member_sessions').values(row).execute();
}

/** Keeps the session just begun and her `keep - 1` others used last; older devices are signed out. */
export async function trimSessions(db: Kysely<DB>, email: string, keep: number, current: string): Promise<void> {
  const others = await db
    .selectFrom('member_sessions')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', current)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep - 1)
    .execute();
  if (others.length < keep - 1) return;
  await db
    .deleteFrom('member_sessions')
    .where('email', '=', email)
    .where('id', 'not in', [current, ...others.map((row) => row.id)])
    .execute();
}

/** The live session with this cookie hash. */
export async function findSession(db: Kysely<DB>, tokenHash: string, stamp: string) {
  return db
    .selectFrom('member_sessions')
    .select(['id', 'email', 'last_seen_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', stamp)
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<DB>, id: string, stamp: string, expiresAt: string): Promise<void> {
  await db.updateTable('member_sessions').set({ last_seen_at: stamp, expires_at: expiresAt }).where('id', '=', id).execute();
}

/** Her live sessions, the latest visit first. */
export async function listSessions(db: Kysely<DB>, email: string, stamp: string) {
  return db
    .selectFrom('member_sessions')
    .select(['id', 'label', 'created_at', 'last_seen_at'])
    .where('email', '=', email)
    .where('expires_at', '>', stamp)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one of her sessions: true when it was hers and live. */
export async function deleteSession(db: Kysely<DB>, email: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('member_sessions').where('id', '=', id).where('email', '=', email).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteSessionsOf(db: Kysely<DB>, email: string): Promise<void> {
  await db.deleteFrom('member_sessions').where('email', '=', email).execute();
}
