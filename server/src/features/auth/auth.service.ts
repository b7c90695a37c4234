import { messages, passwordMessages, type LoginBody, type LoginChallengeResponse, type LoginResponse, type User } from '@wfc/shared';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, tooManyRequests, unauthenticated } from '../../lib/app-error';
import { maskClientAddress } from '../../lib/redact';
import { recordAuditTally } from '../audit/audit.service';
import { startLoginChallenge } from '../two-factor/login-challenge';
import { mustSetUpTwoFactor } from '../two-factor/two-factor-requirement';
import { findAccountById, findCredentialsByEmail, recordSignIn, type Account } from '../users/user.service';
import { signAccessToken, verifyAccessToken } from './access-token';
import * as repository from './auth.repository';
import type { SignInSubject, SignInThrottle } from '../sign-in-throttle/sign-in-throttle';
import type { PasswordHasher } from './password-hash';

/** A verified staff call: the account as the database has it now, and the token it came with. */
export interface StaffSignIn {
  user: User;
  tokenId: string;
  expiresAt: Date;
  /** The account's session version, which the token carries. */
  sessionVersion: number;
  /** While true only me, logout and change-password may be called (the first admin's generated password). */
  mustChangePassword: boolean;
  /** While true only the signed-in-only calls may be made: an admin must set up two-factor sign-in (decision 020). */
  mustSetUpTwoFactor: boolean;
}

/** What checks a password: the sign-in throttle and the app's hasher (`app.signInThrottle`, `app.passwordHasher`). */
export interface PasswordCheckContext {
  throttle: SignInThrottle;
  passwordHasher: PasswordHasher;
}

export interface LoginContext extends PasswordCheckContext {
  jwtSecret: string;
}

/** Where a sign-in comes from. */
export interface SignInClient {
  /** The client's address (`request.ip`, which honours TRUST_PROXY). */
  address: string;
}

/**
 * Checks an e-mail and password and signs a token. Unknown address and wrong password give the
 * same 401 after the same amount of work; account states are told only once the password is right;
 * an e-mail with too many recent failures from this client's address, or an address guessing across
 * e-mails, gets 429 whatever the password (decision 017). An account with two-factor sign-in gets a
 * challenge instead of a token (two-factor/, decision 020).
 */
export async function logIn(
  database: Database,
  input: LoginBody,
  context: LoginContext,
  now: Date,
  client: SignInClient,
): Promise<LoginResponse | LoginChallengeResponse> {
  const subject = { email: input.email, address: client.address };
  const loaded: { credentials?: Awaited<ReturnType<typeof findCredentialsByEmail>> } = {};
  const credentials = await checkPasswordThrottled(
    context,
    subject,
    now,
    input.password,
    async () => (loaded.credentials = await findCredentialsByEmail(database, input.email)),
  );
  if (!credentials) {
    await recordFailedSignIn(database, loaded.credentials?.account.user._id, client, now);
    throw unauthenticated(messages.invalidCredentials);
  }

  const { status } = credentials.account;
  if (status === 'pending') throw new AppError(403, 'ACCOUNT_PENDING', messages.accountPending);
  if (status !== 'active') throw new AppError(403, 'FORBIDDEN', 'This account is deactivated. Please contact an administrator.');
  const challenge = await startLoginChallenge(database, credentials.account.user._id, now);
  if (challenge) return challenge;
  await recordSignIn(database, credentials.account.user._id, now);
  return signIn(database, credentials.account, context.jwtSecret, now);
}

/**
 * A failed password on the audit log (issue 26): counted on the account's tally line of the
 * window, or, when no account has the address, on the one line of such addresses, which names no
 * address. Either way one upsert, so the two failures still take the same work; the line keeps
 * only the client's masked network, never the e-mail typed or the password.
 */
async function recordFailedSignIn(database: Database, userId: string | undefined, client: SignInClient, now: Date): Promise<void> {
  const subject = userId === undefined ? ({ kind: 'no-account', id: null } as const) : ({ kind: 'account', id: userId } as const);
  const action = userId === undefined ? 'sign-in-failed-no-account' : 'sign-in-failed';
  await recordAuditTally(database.db, { action, subject, detail: maskClientAddress(client.address) }, now);
}

/** A fresh token for an account at its current session version, and the account as the API shows it. */
export async function signIn(database: Database, account: Account, jwtSecret: string, now: Date): Promise<LoginResponse> {
  const token = await signAccessToken(jwtSecret, account.user, now, account.sessionVersion);
  const mustSetUp = await mustSetUpTwoFactor(database.db, account.user);
  return { token, user: { ...account.user, mustChangePassword: account.mustChangePassword, mustSetUpTwoFactor: mustSetUp } };
}

/**
 * Checks `password` against the credentials `load` finds, with the context's hasher, under its sign-in throttle for `subject`
 * (its e-mail from its address; sign-in-throttle.ts): 429 while it must wait, 503 when the shared
 * throttle store or the hashing pool cannot take it; no credentials are checked against a dummy hash,
 * so that takes the same time and fails. Returns the credentials when the password is right (and
 * clears the subject's failures), undefined otherwise (the failure stays counted).
 */
export async function checkPasswordThrottled<C extends { passwordHash: string }>(
  { throttle, passwordHasher }: PasswordCheckContext,
  subject: SignInSubject,
  now: Date,
  password: string,
  load: () => Promise<C | undefined>,
): Promise<C | undefined> {
  // Counted as a failure from here on, so concurrent guesses cannot all pass the check.
  const attempt = await throttle.begin(subject, now);
  if (!attempt.allowed) throw tooManyRequests(attempt.retryAfter);
  let credentials: C | undefined;
  let matches: boolean;
  try {
    credentials = await load();
    matches = await passwordHasher.verify(password, credentials?.passwordHash ?? passwordHasher.dummyHash());
  } catch (error) {
    // An outage or a busy hashing pool is not a wrong password; the error it threw matters more than a failed withdrawal.
    await throttle.withdraw(subject, attempt.attemptId).catch(() => undefined);
    throw error;
  }
  if (!credentials || !matches) return undefined;
  // Should the store fail just now, this attempt stays counted as one failure and ages out: the password was right.
  await throttle.succeed(subject, now).catch(() => undefined);
  return credentials;
}

/**
 * Turns a bearer token into a session, or throws 401: the token must be well signed, unexpired
 * and not revoked, and its account must still exist, be active and have the token's role.
 */
export async function authenticate(database: Database, token: string, jwtSecret: string, now: Date): Promise<StaffSignIn> {
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
    mustSetUpTwoFactor: await mustSetUpTwoFactor(database.db, account.user),
  };
}

/** Revokes the session's token until it would have expired; expired revocations are swept here. */
export async function logOut(database: Database, session: StaffSignIn, now: Date): Promise<void> {
  const stamp = now.toISOString();
  try {
    await repository.insertRevokedToken(database.db, session.tokenId, session.expiresAt.toISOString(), stamp);
  } catch (error) {
    // The same token logged out twice at once: it is revoked either way.
    if (!isUniqueViolation(error)) throw error;
  }
  await repository.deleteExpiredRevokedTokens(database.db, stamp);
}
