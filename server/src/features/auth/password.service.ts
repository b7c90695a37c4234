import {
  passwordMessages,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type LoginResponse,
  type ResetPasswordBody,
} from '@wfc/shared';
import type { Database } from '../../db/database';
import { AppError, badRequest, unauthenticated } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { hashLinkToken, looksLikeLinkToken, mintLinkToken } from '../../lib/link-token';
import { recordAudit } from '../audit/audit.service';
import { mailLocaleOfUser } from '../account-language/account-language.service';
import type { Outbox } from '../mail/outbox.service';
import { mayMailVisitor } from '../mail/visitor-mail';
import { findAccountByEmailWithin, findAccountById, findAccountWithin, findCredentialsById, replacePassword } from '../users/user.service';
import { checkPasswordThrottled, signIn, type PasswordCheckContext, type StaffSignIn, type SignInClient } from './auth.service';
import type { LoginThrottle } from './login-throttle';
import type { PasswordHasher } from './password-hash';
import { assertStrongPassword } from './password-policy';
import * as repository from './password.repository';
export { accountLinks } from './account-links.repository';
import { maskClientAddress } from '../../lib/redact';

/** A reset link works for one hour (issue 15). */
const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** Reset e-mails one address may be sent within the throttle's 15 minutes; more are answered alike and send nothing. */
export const RESET_REQUESTS_PER_EMAIL = 3;

/**
 * The sign-in throttle (a wrong current password counts as a failed sign-in of her e-mail from this
 * address), the app's hasher, and the key of her fresh token.
 */
export interface ChangePasswordContext extends PasswordCheckContext {
  jwtSecret: string;
}

/**
 * A signed-in person changes her password. The current one must be right (401 with the field
 * `currentPassword` otherwise, counted by the sign-in throttle for her e-mail and this client's
 * address); every token signed before ends, on every process, and she gets a fresh one so this
 * session goes on. A weak new password is refused (400 on `newPassword`, decision 020) before the
 * current one is checked.
 */
export async function changePassword(
  database: Database,
  session: StaffSignIn,
  input: ChangePasswordBody,
  context: ChangePasswordContext,
  now: Date,
  client: SignInClient,
): Promise<LoginResponse> {
  const { _id: id, email } = session.user;
  assertStrongPassword(input.newPassword, email, 'newPassword');
  const subject = { email, address: client.address };
  const credentials = await checkPasswordThrottled(context, subject, now, input.currentPassword, () => findCredentialsById(database, id));
  if (!credentials) {
    throw new AppError(401, 'UNAUTHENTICATED', passwordMessages.wrongCurrentPassword, {
      currentPassword: passwordMessages.wrongCurrentPassword,
    });
  }
  // Otherwise the generated first-start password could be "changed" into itself.
  if (input.newPassword === input.currentPassword) {
    const same = 'Please choose a password different from your current one.';
    throw badRequest(same, { newPassword: same });
  }
  const passwordHash = await context.passwordHasher.hash(input.newPassword);
  const stamp = now.toISOString();
  const account = await database.writeTransaction(async (trx) => {
    // Conditional on the session's version: a reset or another change meanwhile wins, and this one fails.
    const version = await replacePassword(trx, { id, passwordHash, sessionVersion: session.sessionVersion, now: stamp });
    if (version === undefined) return undefined;
    await repository.useAllResetTokensOf(trx, id, stamp);
    await recordAudit(trx, { action: 'password-changed', actorId: id, subject: { kind: 'account', id } }, now);
    return findAccountWithin(trx, id);
  });
  if (!account) throw unauthenticated(passwordMessages.sessionsEnded);
  return signIn(database, account, context.jwtSecret, now);
}

export interface ResetRequestContext {
  /** Reset e-mails per address (RESET_REQUESTS_PER_EMAIL within 15 minutes). */
  throttle: LoginThrottle;
  /** The site's address, for the link. */
  publicUrl: string;
  /** The outbox the e-mail is queued in. */
  outbox: Outbox;
}

/** What a reset request did, for the log line only: the caller's answer is the same for all three. */
export type ResetRequestOutcome = 'sent' | 'no-account' | 'throttled' | 'daily-cap';

/**
 * "Forgot your password?": for an active account, a one-hour single-use link by e-mail (only its
 * hash is stored). Whether or not the account exists, the same steps run: the throttle is counted,
 * a token is made and one write transaction reads the account, and writes only for a real one.
 */
export async function requestPasswordReset(
  database: Database,
  input: ForgotPasswordBody,
  context: ResetRequestContext,
  now: Date,
): Promise<ResetRequestOutcome> {
  const attempt = await context.throttle.begin(input.email, now);
  const link = mintLinkToken();
  const stamp = now.toISOString();
  return database.writeTransaction(async (trx) => {
    const account = await findAccountByEmailWithin(trx, input.email);
    if (!attempt.allowed) return 'throttled';
    if (account?.status !== 'active') return 'no-account';
    const { _id: userId, name, email } = account.user;
    // At most three a day to one address (issue 38, finding 3); the form answers the same.
    if (!(await mayMailVisitor(trx, email, 'password-reset', now))) return 'daily-cap';
    const expiresAt = new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString();
    await repository.insertResetToken(trx, { id: newId(), userId, tokenHash: link.hash, expiresAt, now: stamp });
    await recordAudit(trx, { action: 'password-reset-requested', actorId: null, subject: { kind: 'account', id: userId } }, now);
    const resetUrl = `${context.publicUrl}/reset-password#${link.token}`;
    // In the language she chose for e-mail.
    const locale = await mailLocaleOfUser(trx, userId);
    await context.outbox.queue(trx, { kind: 'password-reset', to: email, toName: name, data: { name, resetUrl, expiresAt }, locale }, now);
    return 'sent';
  });
}

/**
 * Sets a new password through a reset link: the token must be unused, unexpired and its account
 * active (400 RESET_LINK_INVALID otherwise, whatever the reason). Every session of the account
 * ends, and every other link it had stops working. A weak new password is refused (400 on
 * `newPassword`; the link stays usable). The audit line says from which network (`client`, masked)
 * it was used. Returns the account's id.
 */
export async function resetPassword(
  database: Database,
  input: ResetPasswordBody,
  passwordHasher: PasswordHasher,
  now: Date,
  client?: string,
): Promise<string> {
  const invalid = () => new AppError(400, 'RESET_LINK_INVALID', passwordMessages.resetLinkInvalid);
  if (!looksLikeLinkToken(input.token)) throw invalid();
  const stamp = now.toISOString();
  // Looked up before hashing, so that a bad link costs no half-second of scrypt.
  const found = await repository.findUsableResetToken(database.db, hashLinkToken(input.token), stamp);
  if (!found) throw invalid();
  const holder = await findAccountById(database, found.userId);
  if (holder?.status !== 'active') throw invalid();
  assertStrongPassword(input.newPassword, holder.user.email, 'newPassword');
  const passwordHash = await passwordHasher.hash(input.newPassword);
  const done = await database.writeTransaction(async (trx) => {
    // Of two uses racing, one marks the token used; the other stops here.
    if (!(await repository.useResetToken(trx, found.id, stamp))) return false;
    const account = await findAccountWithin(trx, found.userId);
    if (account?.status !== 'active') return false;
    const version = await replacePassword(trx, { id: found.userId, passwordHash, sessionVersion: account.sessionVersion, now: stamp });
    if (version === undefined) return false;
    await repository.useAllResetTokensOf(trx, found.userId, stamp);
    // Who held the link is not known, but where it was used from is: a takeover shows (issue 26).
    await recordAudit(
      trx,
      {
        action: 'password-reset-used',
        actorId: null,
        subject: { kind: 'account', id: found.userId },
        detail: `from ${maskClientAddress(client)}`,
      },
      now,
    );
    return true;
  });
  if (!done) throw invalid();
  return found.userId;
}
