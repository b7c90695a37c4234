import type { LoginChallengeResponse } from '@wfc/shared';
import type { Database } from '../../db/database';
import { newId } from '../../lib/ids';
import { mintLinkToken } from '../../lib/link-token';
import * as repository from './login-challenge.repository';
import { assertCodeAttemptsLeft } from './second-factor';
import { isTwoFactorOn } from './two-factor-state';

/** A sign-in waiting for its code lasts five minutes and takes five attempts (decision 020). */
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
export const CHALLENGE_ATTEMPTS = 5;

/**
 * After a right password: for an account with two-factor sign-in, a challenge instead of a token (a
 * random token, only its SHA-256 stored); undefined for one without. 429 while the account has used
 * up its attempts at codes.
 */
export async function startLoginChallenge(database: Database, userId: string, now: Date): Promise<LoginChallengeResponse | undefined> {
  if (!(await isTwoFactorOn(database.db, userId))) return undefined;
  await assertCodeAttemptsLeft(database.db, userId, now);
  const link = mintLinkToken();
  const stamp = now.toISOString();
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS).toISOString();
  await repository.insertChallenge(database.db, { id: newId(), userId, tokenHash: link.hash, expiresAt, now: stamp });
  await repository.deleteExpiredChallenges(database.db, stamp);
  return { twoFactorRequired: true, challengeToken: link.token };
}
