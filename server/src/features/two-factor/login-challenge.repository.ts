import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The only code that touches the login_challenges table. */

export async function insertChallenge(
  db: Kysely<DB>,
  row: { id: string; userId: string; tokenHash: string; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('login_challenges')
    .values({
      id: row.id,
      user_id: row.userId,
      token_hash: row.tokenHash,
      attempts: 0,
      expires_at: row.expiresAt,
      used_at: null,
      created_at: row.now,
    })
    .execute();
}

/**
 * Counts one attempt at a challenge in the same statement as the check: its account and the
 * attempts made so far (this one included), or undefined when it is unknown, used, expired, or
 * has had `max` attempts.
 */
export async function claimChallengeAttempt(
  db: Kysely<DB>,
  tokenHash: string,
  options: { max: number; now: string },
): Promise<{ id: string; userId: string; attempts: number } | undefined> {
  const row = await db
    .updateTable('login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', options.now)
    .where('attempts', '<', options.max)
    .returning(['id', 'user_id', 'attempts'])
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, attempts: row.attempts } : undefined;
}

/** Marks a challenge used, only if it still is unused: of two uses racing, one wins. */
export async function useChallenge(db: Kysely<DB>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('login_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Forgets challenges that expired before `before` (they are refused anyway). */
export async function deleteExpiredChallenges(db: Kysely<DB>, before: string): Promise<void> {
  await db.deleteFrom('login_challenges').where('expires_at', '<', before).execute();
}
