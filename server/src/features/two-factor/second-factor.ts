import { twoFactorMessages } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { normalizeRecoveryCode, recoveryCodeMatches } from './recovery-codes';
import { openSecret } from './secret-box';
import { matchTotp } from './totp';
import * as repository from './two-factor.repository';
import type { SecretRow } from './two-factor.repository';

/**
 * Checking a code an account types (decision 020): an app's code, or a recovery code where one is
 * allowed. Every attempt is counted against the account first; a right code clears the count.
 */

/** Codes an account may try within CODE_ATTEMPT_WINDOW_MS, over every challenge and screen together. */
const CODE_ATTEMPTS_PER_WINDOW = 10;
const CODE_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** What a typed code turned out to be: her app's, one of her recovery codes, wrong, or right but already taken. */
export type CodeOutcome = 'app' | 'recovery' | 'wrong' | 'used';

/**
 * Counts one attempt at a code against the account, or throws 429 (with `Retry-After`) when it has
 * had CODE_ATTEMPTS_PER_WINDOW since its window began. An account without a secret has nothing to count.
 */
export async function claimCodeAttempt(db: Kysely<DB>, userId: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - CODE_ATTEMPT_WINDOW_MS).toISOString();
  if (await repository.claimCodeAttempt(db, userId, { max: CODE_ATTEMPTS_PER_WINDOW, windowStart, now: now.toISOString() })) return;
  const row = await repository.findSecret(db, userId);
  if (row) throw tooManyCodes(row, now);
}

/** Throws the same 429 when the account has no attempt left now, without counting one (a sign-in about to ask for a code). */
export async function assertCodeAttemptsLeft(db: Kysely<DB>, userId: string, now: Date): Promise<void> {
  const row = await repository.findSecret(db, userId);
  const windowStart = new Date(now.getTime() - CODE_ATTEMPT_WINDOW_MS).toISOString();
  if (row?.failure_window_start && row.failure_window_start > windowStart && row.failed_attempts >= CODE_ATTEMPTS_PER_WINDOW)
    throw tooManyCodes(row, now);
}

function tooManyCodes(row: SecretRow, now: Date): AppError {
  const started = row.failure_window_start ? Date.parse(row.failure_window_start) : now.getTime();
  const seconds = Math.max(1, Math.ceil((started + CODE_ATTEMPT_WINDOW_MS - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const error = new AppError(429, 'RATE_LIMITED', `${twoFactorMessages.tooManyWrongCodes} ${minutes} minutes and try again.`).withTemplate(
    'Too many wrong codes for this account. Please wait {minutes} minutes and try again.',
    { minutes },
  );
  error.retryAfterSeconds = seconds;
  return error;
}

/**
 * Checks a code against the account's confirmed secret (or its unused recovery codes, when
 * `allowRecovery`) inside the caller's transaction, and takes it: an app code's step can never be
 * taken again, nor an older one; a recovery code is used up. A right code clears the attempt count.
 */
export async function takeSecondFactorWithin(
  trx: Kysely<DB>,
  userId: string,
  code: string,
  options: { jwtSecret: string; now: Date; allowRecovery: boolean },
): Promise<CodeOutcome> {
  const row = await repository.findSecret(trx, userId);
  if (!row || row.confirmed_at === null) return 'wrong';
  const stamp = options.now.toISOString();
  const digits = code.replace(/\s/g, '');
  let outcome: CodeOutcome = 'wrong';
  if (/^\d{6}$/.test(digits)) {
    // A box that does not open (JWT_SECRET changed) matches no app code; recovery codes still work.
    const secret = openSecret(row.secret_sealed, userId, options.jwtSecret);
    const step = secret ? matchTotp(secret, digits, options.now) : undefined;
    if (step !== undefined) outcome = (await repository.takeStep(trx, userId, step, stamp)) ? 'app' : 'used';
  } else if (options.allowRecovery) {
    outcome = await takeRecoveryCode(trx, userId, code, stamp);
  }
  if (outcome === 'app' || outcome === 'recovery') await repository.clearCodeAttempts(trx, userId);
  return outcome;
}

async function takeRecoveryCode(trx: Kysely<DB>, userId: string, code: string, stamp: string): Promise<CodeOutcome> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized === undefined) return 'wrong';
  for (const stored of await repository.listUnusedRecoveryCodes(trx, userId)) {
    if (recoveryCodeMatches(normalized, stored.code_hash))
      return (await repository.useRecoveryCode(trx, stored.id, stamp)) ? 'recovery' : 'used';
  }
  return 'wrong';
}

/** The refusal of a wrong or reused code, on the form's `code` field: 400 on a signed-in screen, 401 at sign-in. */
export function codeRefused(outcome: 'wrong' | 'used', status: 400 | 401 = 400): AppError {
  const message = outcome === 'used' ? twoFactorMessages.codeUsed : twoFactorMessages.wrongCode;
  return new AppError(status, 'TWO_FACTOR_CODE_INVALID', message, { code: message });
}
