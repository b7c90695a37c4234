import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The only code that touches the email_verification_tokens table. */

export async function insertVerificationToken(
  db: Kysely<DB>,
  row: { id: string; userId: string; tokenHash: string; expiresAt: string; now: string },
): Promise<void> {
  await db
    .insertInto('email_verification_tokens')
    .values({ id: row.id, user_id: row.userId, token_hash: row.tokenHash, expires_at: row.expiresAt, used_at: null, created_at: row.now })
    .execute();
}

/**
 * Marks the token with this hash used, only while it is unused and unexpired at `now`: of two uses
 * racing, one updates the row. Returns its account's id, or undefined.
 */
export async function useVerificationToken(db: Kysely<DB>, tokenHash: string, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('email_verification_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const result = await db
    .updateTable('email_verification_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? row.user_id : undefined;
}

/** How many links were made for this account since `since` (a cap on the links resent per day). */
export async function countTokensSince(db: Kysely<DB>, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('email_verification_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
