import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The only code that touches the password_reset_tokens table. */

export async function insertResetToken(
  db: Kysely<DB>,
  row: { id: string; userId: string; tokenHash: string; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({ id: row.id, user_id: row.userId, token_hash: row.tokenHash, expires_at: row.expiresAt, used_at: null, created_at: row.now })
    .execute();
}

/** The account a reset token belongs to while it is unused and unexpired at `now`; undefined otherwise. */
export async function findUsableResetToken(db: Kysely<DB>, tokenHash: string, now: string): Promise<{ id: string; userId: string } | undefined> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id } : undefined;
}

/**
 * Marks one token used, only if it still is usable: of two uses racing, one updates the row and
 * the other gets false.
 */
export async function useResetToken(db: Kysely<DB>, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every link an account still has (after its password changed, by any way). */
export async function useAllResetTokensOf(db: Kysely<DB>, userId: string, now: string): Promise<void> {
  await db.updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
