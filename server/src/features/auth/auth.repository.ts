import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** The only code that touches the revoked_tokens table. */

export async function insertRevokedToken(db: Kysely<DB>, jti: string, expiresAt: string, now: string): Promise<void> {
  await db.insertInto('revoked_tokens').values({ jti, expires_at: expiresAt, created_at: now }).execute();
}

export async function isTokenRevoked(db: Kysely<DB>, jti: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti).executeTakeFirst();
  return row !== undefined;
}

/** Forgets revocations of tokens that have expired anyway (and so are refused without them). */
export async function deleteExpiredRevokedTokens(db: Kysely<DB>, now: string): Promise<void> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
}
