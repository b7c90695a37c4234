import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The only code that touches the account_invites table, and an invited account's first password. */

export async function insertInvite(db: Kysely<DB>, row: { id: string; userId: string; tokenHash: string; expiresAt: string; now: string }): Promise<void> {
  await db
    .insertInto('account_invites')
    .values({ id: row.id, user_id: row.userId, token_hash: row.tokenHash, expires_at: row.expiresAt, used_at: null, created_at: row.now })
    .execute();
}

/** Ends every link an account's invitations still have (a new invitation, or the one accepted). */
export async function useAllInvitesOf(db: Kysely<DB>, userId: string, now: string): Promise<void> {
  await db.updateTable('account_invites').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** The invitation with this hash while it is unused and unexpired at `now`; undefined otherwise. */
export async function findUsableInvite(db: Kysely<DB>, tokenHash: string, now: string): Promise<{ id: string; userId: string } | undefined> {
  const row = await db
    .selectFrom('account_invites')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id } : undefined;
}

/** Marks one invitation used, only if it still is usable: of two uses racing, one gets true. */
export async function useInvite(db: Kysely<DB>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('account_invites')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Makes an invited account active with the password she chose, raising its session version; only
 * while it is still `invited` (0 rows otherwise). Returns whether it was.
 */
export async function activateInvited(db: Kysely<DB>, id: string, passwordHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      status: 'active',
      session_version: eb('session_version', '+', 1),
      must_change_password: 0,
      password_changed_at: now,
      email_verified_at: now,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('status', '=', 'invited')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
