import { signupMessages, type Locale, type RegisterBody, type ResendVerificationBody, type User, type VerifyEmailBody } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { hashLinkToken, looksLikeLinkToken, mintLinkToken } from '../../lib/link-token';
import { assertRole } from '../../lib/permissions';
import { mailLocaleOfUser, setMailLocaleWithin } from '../account-language/account-language.service';
import { recordAudit } from '../audit/audit.service';
import type { PasswordHasher } from '../auth/password-hash';
import { assertStrongPassword } from '../auth/password-policy';
import type { Mailer } from '../mail/outbox.service';
import { mayMailVisitor } from '../mail/visitor-mail';
import {
  approvePendingWithin,
  createAccount,
  deletePendingWithin,
  findAccountByEmailWithin,
  findAccountWithin,
  findUnverifiedPendingWithin,
  listActiveAccountsWithin,
  markEmailVerifiedWithin,
} from '../users/user.service';
import * as repository from './verification.repository';

/** A verification link works for seven days (decision 015). */
const VERIFY_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** What the sign-up mails link to (the site's address) and the outbox they are queued in. */
export type SignupContext = Mailer;

/** Registering also hashes her password, with the app's hasher. */
export type RegisterContext = SignupContext & { passwordHasher: PasswordHasher };

/**
 * Self-registration: an enabler or operator account that waits for an admin's approval. In the
 * account's own transaction: a seven-day verification link (only its hash is stored) is mailed to
 * her, and every active admin is told that a registration is waiting. A common password, or one
 * containing the address's name, is refused first (decision 020). Her page's language (`locale`)
 * becomes her language for e-mail; each admin is written to in her own.
 *
 * An address that already has an account is answered as a new one (issue 26, decision 015's
 * addendum): the caller cannot tell them apart, and the address's owner is told by e-mail instead.
 * Returns the new account, or undefined when the address was taken.
 */
export async function register(
  database: Database,
  input: RegisterBody,
  context: RegisterContext,
  now: Date,
  locale: Locale = 'en',
): Promise<User | undefined> {
  assertStrongPassword(input.password, input.email, 'password');
  try {
    return await createAccount(database, input, 'pending', null, context.passwordHasher, now, {
      within: async (trx, user) => {
        await setMailLocaleWithin(trx, user._id, locale, now);
        await mailVerificationLink(trx, user, context, now);
        const reviewUrl = `${context.publicUrl}/admin`;
        for (const admin of await listActiveAccountsWithin(trx, 'admin')) {
          const data = { recipientName: admin.name, applicantName: user.name, role: user.role, reviewUrl };
          await context.outbox.queue(
            trx,
            { kind: 'registration-waiting', to: admin.email, toName: admin.name, data, locale: await mailLocaleOfUser(trx, admin._id) },
            now,
          );
        }
      },
    });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error;
  }
  // The half-second a new account spends hashing its password, so that time tells nothing either.
  await context.passwordHasher.hash(input.password);
  await tellOwnerOfRepeatedRegistration(database, input.email, context, now);
  return undefined;
}

/**
 * Someone registered an address that has an account. Still waiting to prove it: she gets a fresh
 * verification link (what she came back for, within the daily cap). Otherwise: a note that she
 * already has an account, with the way to sign in.
 */
async function tellOwnerOfRepeatedRegistration(database: Database, email: string, context: SignupContext, now: Date): Promise<void> {
  if ((await resendVerification(database, { email }, context, now)) !== 'no-registration') return;
  await database.writeTransaction(async (trx) => {
    const owner = await findAccountByEmailWithin(trx, email);
    // At most three a day to one address (issue 38, finding 3), answered the same.
    if (!owner || !(await mayMailVisitor(trx, owner.user.email, 'signup', now))) return;
    const { _id, name } = owner.user;
    const data = { name, loginUrl: `${context.publicUrl}/login` };
    await context.outbox.queue(
      trx,
      { kind: 'registration-repeated', to: owner.user.email, toName: name, data, locale: await mailLocaleOfUser(trx, _id) },
      now,
    );
  });
}

/**
 * Makes a seven-day verification link for `user` (only its hash is stored) and queues its e-mail, in
 * the caller's transaction; false, doing nothing, once the address had its three sign-up mails of
 * the day (issue 38, finding 3).
 */
async function mailVerificationLink(trx: Kysely<DB>, user: User, context: SignupContext, now: Date): Promise<boolean> {
  if (!(await mayMailVisitor(trx, user.email, 'signup', now))) return false;
  const link = mintLinkToken();
  const expiresAt = new Date(now.getTime() + VERIFY_LINK_LIFETIME_MS).toISOString();
  await repository.insertVerificationToken(trx, { id: newId(), userId: user._id, tokenHash: link.hash, expiresAt, now: now.toISOString() });
  const verifyUrl = `${context.publicUrl}/verify-email#${link.token}`;
  const data = { name: user.name, verifyUrl, expiresAt };
  await context.outbox.queue(
    trx,
    { kind: 'verify-email', to: user.email, toName: user.name, data, locale: await mailLocaleOfUser(trx, user._id) },
    now,
  );
  return true;
}

/** At most this many links a day for one registration, whoever asks (the first one included). */
const VERIFY_LINKS_PER_DAY = 3;

export type ResendOutcome = 'sent' | 'no-registration' | 'daily-cap';

/**
 * "Send me a new link": a registration that has not proven its address gets a fresh link (the
 * earlier ones keep working until they expire). The caller answers the same whatever the outcome,
 * so the form tells nobody whether an address registered.
 */
export async function resendVerification(
  database: Database,
  input: ResendVerificationBody,
  context: SignupContext,
  now: Date,
): Promise<ResendOutcome> {
  return database.writeTransaction(async (trx) => {
    const id = await findUnverifiedPendingWithin(trx, input.email);
    const account = id === undefined ? undefined : await findAccountWithin(trx, id);
    if (!account) return 'no-registration';
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
    if ((await repository.countTokensSince(trx, account.user._id, dayAgo)) >= VERIFY_LINKS_PER_DAY) return 'daily-cap';
    if (!(await mailVerificationLink(trx, account.user, context, now))) return 'daily-cap';
    await recordAudit(trx, { action: 'verification-resent', actorId: null, subject: { kind: 'account', id: account.user._id } }, now);
    return 'sent';
  });
}

/**
 * Follows a verification link: the token must be unused and unexpired (400 VERIFY_LINK_INVALID
 * otherwise, whatever the reason); it works once. Returns the account's id.
 */
export async function verifyEmail(database: Database, input: VerifyEmailBody, now: Date): Promise<string> {
  const invalid = () => new AppError(400, 'VERIFY_LINK_INVALID', signupMessages.verifyLinkInvalid);
  if (!looksLikeLinkToken(input.token)) throw invalid();
  const userId = await database.writeTransaction(async (trx) => {
    const id = await repository.useVerificationToken(trx, hashLinkToken(input.token), now.toISOString());
    if (id === undefined) return undefined;
    await markEmailVerifiedWithin(trx, id, now);
    await recordAudit(trx, { action: 'email-verified', actorId: null, subject: { kind: 'account', id } }, now);
    return id;
  });
  if (userId === undefined) throw invalid();
  return userId;
}

const missingPending = () => notFound('We could not find a pending account with that id.');

/** Makes a pending account active and tells her by e-mail; 404 when the id is unknown or the account is not pending. */
export async function approveAccount(database: Database, id: string, actor: User, context: SignupContext, now: Date): Promise<User> {
  assertRole(actor, 'admin');
  const user = await database.writeTransaction(async (trx) => {
    // Conditional on `pending`, so two admins approving at once both succeed at most once.
    if (!(await approvePendingWithin(trx, id, actor._id, now))) return undefined;
    const account = await findAccountWithin(trx, id);
    if (!account) return undefined;
    const { name, email } = account.user;
    const data = { name, loginUrl: `${context.publicUrl}/login` };
    await context.outbox.queue(
      trx,
      { kind: 'account-approved', to: email, toName: name, data, locale: await mailLocaleOfUser(trx, id) },
      now,
    );
    await recordAudit(trx, { action: 'account-approved', actorId: actor._id, subject: { kind: 'account', id } }, now);
    return account.user;
  });
  if (!user) throw missingPending();
  return user;
}

/**
 * Rejects a pending registration: the account and its links are deleted (so the address is free
 * again, decision 015) and the person is told by e-mail. 404 when it is unknown or not pending.
 */
export async function rejectAccount(database: Database, id: string, actor: User, context: SignupContext, now: Date): Promise<void> {
  assertRole(actor, 'admin');
  const done = await database.writeTransaction(async (trx) => {
    const account = await findAccountWithin(trx, id);
    if (account?.status !== 'pending') return false;
    const locale = await mailLocaleOfUser(trx, id);
    if (!(await deletePendingWithin(trx, id))) return false;
    const { name, email, role } = account.user;
    await context.outbox.queue(trx, { kind: 'account-rejected', to: email, toName: name, data: { name }, locale }, now);
    await recordAudit(trx, { action: 'account-rejected', actorId: actor._id, subject: { kind: 'account', id }, detail: role }, now);
    return true;
  });
  if (!done) throw missingPending();
}
