import { signInThrottleMessages, type ClearSignInThrottleBody, type SignInThrottleEntry, type User } from '@wfc/shared';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { assertRole } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { findAccountByEmailWithin } from '../users/user.service';
import type { SignInThrottle } from './sign-in-throttle';

/** Throttles the admin's screen shows at most, the most recent first. */
const SIGN_IN_THROTTLES_SHOWN = 100;

/** The admin's Sign-in throttles: every e-mail and address with failed sign-ins in the last 15 minutes. */
export async function listSignInThrottles(
  throttle: SignInThrottle,
  actor: User,
  now: Date,
): Promise<{ entries: SignInThrottleEntry[]; total: number }> {
  assertRole(actor, 'admin');
  const { entries, total } = await throttle.list(now, SIGN_IN_THROTTLES_SHOWN);
  return {
    total,
    entries: entries.map((state) => ({
      email: state.email,
      address: state.address,
      failures: state.failures,
      addressFailures: state.addressFailures,
      lastFailureAt: state.lastFailureAt.toISOString(),
      lockedUntil: state.lockedUntil?.toISOString() ?? null,
    })),
  };
}

/**
 * An admin clears one throttle: that e-mail's failures from that address are forgotten (and taken
 * off the address's count), audited as `sign-in-throttle-cleared` about the account with that e-mail
 * if there is one. 404 when nothing was left to clear.
 */
export async function clearSignInThrottle(
  database: Database,
  throttle: SignInThrottle,
  input: ClearSignInThrottleBody,
  actor: User,
  now: Date,
): Promise<void> {
  assertRole(actor, 'admin');
  const cleared = await database.writeTransaction(async (trx) => {
    const account = await findAccountByEmailWithin(trx, input.email);
    // Inside the transaction: if the store fails, no audit line claims a clearing that did not happen.
    const failures = await throttle.clear(input, now);
    if (failures === 0) return 0;
    const detail = `${failures} failed sign-in${failures === 1 ? '' : 's'} forgotten`;
    await recordAudit(
      trx,
      {
        action: 'sign-in-throttle-cleared',
        actorId: actor._id,
        subject: { kind: 'sign-in-throttle', id: account?.user._id ?? null },
        detail,
      },
      now,
    );
    return failures;
  });
  if (cleared === 0) throw notFound(signInThrottleMessages.notFound);
}
