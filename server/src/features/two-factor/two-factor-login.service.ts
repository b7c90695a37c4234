import { twoFactorMessages, type LoginResponse, type LoginTwoFactorBody } from '@wfc/shared';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashLinkToken, looksLikeLinkToken } from '../../lib/link-token';
import { maskClientAddress } from '../../lib/redact';
import { recordAudit, recordAuditTally } from '../audit/audit.service';
import { signIn, type SignInClient } from '../auth/auth.service';
import { findAccountWithin, recordSignIn } from '../users/user.service';
import { CHALLENGE_ATTEMPTS } from './login-challenge';
import * as challenges from './login-challenge.repository';
import { claimCodeAttempt, codeRefused, takeSecondFactorWithin } from './second-factor';
import * as repository from './two-factor.repository';

const challengeEnded = () => new AppError(401, 'TWO_FACTOR_CHALLENGE_INVALID', twoFactorMessages.challengeInvalid);

/**
 * The second step of a sign-in (decision 020): the challenge login gave and a code from her app or
 * a recovery code. Each attempt is counted on the challenge (five, then it ends: 401
 * TWO_FACTOR_CHALLENGE_INVALID) and on the account (second-factor.ts: 429 beyond ten in 15 minutes).
 * A wrong or reused code: 401 TWO_FACTOR_CODE_INVALID on `code`, counted on the account's audit
 * tally line of failed codes with the client's masked network. A right one ends the challenge,
 * stamps the sign-in and answers as login does.
 */
export async function completeTwoFactorLogin(
  database: Database,
  input: LoginTwoFactorBody,
  context: { jwtSecret: string },
  now: Date,
  client: SignInClient,
): Promise<LoginResponse> {
  if (!looksLikeLinkToken(input.challengeToken)) throw challengeEnded();
  const stamp = now.toISOString();
  const challenge = await challenges.claimChallengeAttempt(database.db, hashLinkToken(input.challengeToken), {
    max: CHALLENGE_ATTEMPTS,
    now: stamp,
  });
  if (!challenge) throw challengeEnded();
  await claimCodeAttempt(database.db, challenge.userId, now);

  const result = await database.writeTransaction(async (trx) => {
    const outcome = await takeSecondFactorWithin(trx, challenge.userId, input.code, {
      jwtSecret: context.jwtSecret,
      now,
      allowRecovery: true,
    });
    if (outcome === 'wrong' || outcome === 'used') {
      // On the account's tally line of failed codes (issue 26): never the code, the network masked.
      const failure = {
        action: 'two-factor-code-failed',
        subject: { kind: 'account', id: challenge.userId },
        detail: maskClientAddress(client.address),
      } as const;
      await recordAuditTally(trx, failure, now);
      return { outcome } as const;
    }
    // Of two right codes racing on one challenge, one signs in; the other's work is undone.
    if (!(await challenges.useChallenge(trx, challenge.id, stamp))) throw challengeEnded();
    if (outcome === 'recovery') {
      const left = (await repository.listUnusedRecoveryCodes(trx, challenge.userId)).length;
      await recordAudit(
        trx,
        {
          action: 'recovery-code-used',
          actorId: challenge.userId,
          subject: { kind: 'account', id: challenge.userId },
          detail: `${left} left`,
        },
        now,
      );
    }
    return { outcome, account: await findAccountWithin(trx, challenge.userId) } as const;
  });

  if (!('account' in result)) {
    if (challenge.attempts >= CHALLENGE_ATTEMPTS) throw challengeEnded();
    throw codeRefused(result.outcome, 401);
  }
  const { account } = result;
  // Deactivated (or gone) within the five minutes: refused as login refuses her.
  if (account?.status !== 'active') throw new AppError(403, 'FORBIDDEN', 'This account is deactivated. Please contact an administrator.');
  await recordSignIn(database, account.user._id, now);
  return signIn(database, account, context.jwtSecret, now);
}
