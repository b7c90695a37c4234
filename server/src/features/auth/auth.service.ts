import { messages, passwordMessages, type LoginBody, type LoginResponse, type User } from '@wfc/shared';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, tooManyRequests, unauthenticated } from '../../lib/app-error';
import { findAccountById, findCredentialsByEmail, recordSignIn, type Account } from '../users/user.service';
import { signAccessToken, verifyAccessToken } from './access-token';
import * as repository from './auth.repository';
import type { LoginThrottle } from './login-throttle';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './password-hash';

/** A verified staff call: the account as the database has it now, and the token it came with. */
export interface Session {
  user: User;
  tokenId: string;
  expiresAt: Date;
  /** The account's session version, which the token carries. */
  sessionVersion: number;
  /** While true only me, logout and change-password may be called (the first admin's generated password). */
  mustChangePassword: boolean;
}

export interface LoginContext {
  throttle: LoginThrottle;
  jwtSecret: string;
}

/**
 * Checks an e-mail and password and signs a token. Unknown address and wrong password give the
 * same 401 after the same amount of work; account states are told only once the password is right;
 * an address with too many recent failures gets 429 whatever the password.
 */
export async function logIn(database: Database, input: LoginBody, context: LoginContext, now: Date): Promise<LoginResponse> {
  const credentials = await checkPasswordThrottled(context.throttle, input.email, now, input.password, () =>
    findCredentialsByEmail(database, input.email),
  );
  if (!credentials) throw unauthenticated(messages.invalidCredentials);

  const { status } = credentials.account;
  if (status === 'pending') throw new AppError(403, 'ACCOUNT_PENDING', messages.accountPending);
  if (status !== 'active') throw new AppError(403, 'FORBIDDEN', 'This account is deactivated. Please contact an administrator.');
  await recordSignIn(database, credentials.account.user._id, now);
  return signIn(credentials.account, context.jwtSecret, now);
}

/** A fresh token for an account at its current session version, and the account as the API shows it. */
export async function signIn(account: Account, jwtSecret: string, now: Date): Promise<LoginResponse> {
  const token = await signAccessToken(jwtSecret, account.user, now, account.sessionVersion);
  return { token, user: { ...account.user, mustChangePassword: account.mustChangePassword } };
}

/**
 * Checks `password` against the credentials `load` finds, under the per-e-mail failure throttle
 * (login-throttle.ts): 429 while `key` is locked; no credentials are checked against a dummy hash,
 * so that takes the same time and fails. Returns the credentials when the password is right (and
 * clears `key`'s failures), undefined otherwise (the failure stays counted).
 */
export async function checkPasswordThrottled<C extends { passwordHash: string }>(
  throttle: LoginThrottle,
  key: string,
  now: Date,
  password: string,
  load: () => Promise<C | undefined>,
): Promise<C | undefined> {
  // Counted as a failure from here on, so concurrent guesses cannot all pass the check (login-throttle.ts).
  const attempt = await throttle.begin(key, now);
  if (!attempt.allowed) throw tooManyRequests(attempt.retryAfter);
  let credentials: C | undefined;
  let matches: boolean;
  try {
    credentials = await load();
    matches = await verifyPassword(password, credentials?.passwordHash ?? DUMMY_PASSWORD_HASH);
  } catch (error) {
    // An outage is not a wrong password; the error it threw matters more than a failed withdrawal.
    await throttle.withdraw(key, attempt.attemptId).catch(() => undefined);
    throw error;
  }
  if (!credentials || !matches) return undefined;
  await throttle.reset(key);
  return credentials;
}

/**
 * Turns a bearer token into a session, or throws 401: the token must be well signed, unexpired
 * and not revoked, and its account must still exist, be active and have the token's role.
 */
export async function authenticate(database: Database, token: string, jwtSecret: string, now: Date): Promise<Session> {
  const claims = await verifyAccessToken(jwtSecret, token, now);
  if (!claims) throw unauthenticated('Your session has expired or is not valid. Please sign in again.');
  if (await repository.isTokenRevoked(database.db, claims.tokenId)) {
    throw unauthenticated('You have signed out. Please sign in again.');
  }
  const account = await findAccountById(database, claims.userId);
  if (!account || account.status !== 'active' || account.user.role !== claims.role) {
    throw unauthenticated('Your account has changed. Please sign in again.');
  }
  // A password change or reset since the token was signed ends it, on every process (the row is shared).
  if (account.sessionVersion !== claims.sessionVersion) throw unauthenticated(passwordMessages.sessionsEnded);
  return {
    user: account.user,
    tokenId: claims.tokenId,
    expiresAt: claims.expiresAt,
    sessionVersion: account.sessionVersion,
    mustChangePassword: account.mustChangePassword,
  };
}

/** Revokes the session's token until it would have expired; expired revocations are swept here. */
export async function logOut(database: Database, session: Session, now: Date): Promise<void> {
  const stamp = now.toISOString();
  try {
    await repository.insertRevokedToken(database.db, session.tokenId, session.expiresAt.toISOString(), stamp);
  } catch (error) {
    // The same token logged out twice at once: it is revoked either way.
    if (!isUniqueViolation(error)) throw error;
  }
  await repository.deleteExpiredRevokedTokens(database.db, stamp);
}
