import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import * as repository from './two-factor.repository';

/** Whether an account signs in with a second factor (a confirmed secret), read in the caller's transaction or database. */
export async function isTwoFactorOn(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await repository.findSecret(db, userId);
  return row !== undefined && row.confirmed_at !== null;
}
