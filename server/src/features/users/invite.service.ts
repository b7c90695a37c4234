import { randomBytes } from 'node:crypto';
import { inviteMessages, type AcceptInviteBody, type AccountChangeResponse, type InviteUserBody, type User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { hashLinkToken, looksLikeLinkToken, mintLinkToken } from '../../lib/link-token';
import { assertRole } from '../../lib/permissions';
import { mailLocaleOfUser, setMailLocaleWithin } from '../account-language/account-language.service';
import { recordAudit } from '../audit/audit.service';
import type { PasswordHasher } from '../auth/password-hash';
import { assertStrongPassword } from '../auth/password-policy';
import type { Mailer } from '../mail/outbox.service';
import * as accounts from './account-admin.repository';
import * as repository from './invite.repository';
import { createAccount, findAccountById } from './user.service';

/**
 * Staff invitations (issue 26, decision 014): an admin names a person, her e-mail and role; the
 * person gets a seven-day, single-use link (only its SHA-256 is stored, lib/link-token) to choose
 * her own password. Until then the account is `invited`: it cannot sign in, is on no list of
 * active staff, and an admin can send a new invitation, which ends the earlier link.
 */

/** An invitation's link works for seven days. */
const INVITE_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Where the invitation's link points (the site's address) and the outbox it is queued in. */
export type InviteContext = Mailer;

/** Inviting also hashes the account's unknowable first password, with the app's hasher. */
export type InviteUserContext = InviteContext & { passwordHasher: PasswordHasher };

/** Ends her earlier links, makes a new one and queues its e-mail in her language, in the caller's transaction. */
async function mailInvitation(trx: Kysely<DB>, user: User, inviter: User, context: InviteContext, now: Date): Promise<string> {
  const stamp = now.toISOString();
  await repository.useAllInvitesOf(trx, user._id, stamp);
  const link = mintLinkToken();
  const expiresAt = new Date(now.getTime() + INVITE_LINK_LIFETIME_MS).toISOString();
  await repository.insertInvite(trx, { id: newId(), userId: user._id, tokenHash: link.hash, expiresAt, now: stamp });
  const inviteUrl = `${context.publicUrl}/accept-invite#${link.token}`;
  const data = { name: user.name, inviterName: inviter.name, role: user.role, inviteUrl, expiresAt };
  await context.outbox.queue(
    trx,
    { kind: 'staff-invite', to: user.email, toName: user.name, data, locale: await mailLocaleOfUser(trx, user._id) },
    now,
  );
  return expiresAt;
}

/**
 * Invites a person: an `invited` account of any role, whose password nobody knows (a random one,
 * hashed, never shown), and her invitation e-mail in the language the admin chose for her. 409
 * EMAIL_TAKEN for an address in use (a registration that never proved it is taken over, as for
 * created accounts). Audited as `account-invited`.
 */
export async function inviteUser(
  database: Database,
  input: InviteUserBody,
  actor: User,
  now: Date,
  context: InviteUserContext,
): Promise<AccountChangeResponse> {
  assertRole(actor, 'admin');
  const unknowable = randomBytes(32).toString('base64url');
  const user = await createAccount(database, { ...input, password: unknowable }, 'invited', actor, context.passwordHasher, now, {
    replaceUnverified: true,
    within: async (trx, created) => {
      await setMailLocaleWithin(trx, created._id, input.language, now);
      await mailInvitation(trx, created, actor, context, now);
      await recordAudit(
        trx,
        { action: 'account-invited', actorId: actor._id, subject: { kind: 'account', id: created._id }, detail: created.role },
        now,
      );
    },
  });
  const summary = await accounts.findAccountSummary(database.db, user._id);
  if (!summary) throw notFound(inviteMessages.notInvited);
  return { message: inviteMessages.invited, user: summary, returnedCases: 0, returnedInquiries: 0 };
}

/** Sends an invited account a new invitation; her earlier link stops working. 404 unknown, 409 not `invited`. */
export async function resendInvite(
  database: Database,
  id: string,
  actor: User,
  now: Date,
  context: InviteContext,
): Promise<AccountChangeResponse> {
  assertRole(actor, 'admin');
  const user = await database.writeTransaction(async (trx) => {
    const account = await accounts.findAccountSummary(trx, id, database.engine);
    if (!account) throw notFound('We could not find that account.');
    if (account.status !== 'invited') throw conflict(inviteMessages.notInvited);
    await mailInvitation(trx, account, actor, context, now);
    await recordAudit(trx, { action: 'invite-resent', actorId: actor._id, subject: { kind: 'account', id } }, now);
    return accounts.findAccountSummary(trx, id);
  });
  if (!user) throw notFound('We could not find that account.');
  return { message: inviteMessages.resent, user, returnedCases: 0, returnedInquiries: 0 };
}

/**
 * Follows an invitation's link: she chooses her password (the password policy applies, decision
 * 020; a weak one is refused on `newPassword` and the link stays usable). The link must be unused,
 * unexpired, the newest of her account, and her account still `invited`; otherwise 400
 * INVITE_LINK_INVALID, whatever the reason. Her account becomes active; she then signs in.
 */
export async function acceptInvite(
  database: Database,
  input: AcceptInviteBody,
  passwordHasher: PasswordHasher,
  now: Date,
): Promise<string> {
  const invalid = () => new AppError(400, 'INVITE_LINK_INVALID', inviteMessages.linkInvalid);
  if (!looksLikeLinkToken(input.token)) throw invalid();
  const stamp = now.toISOString();
  // Looked up before hashing, so that a bad link costs no half-second of scrypt.
  const found = await repository.findUsableInvite(database.db, hashLinkToken(input.token), stamp);
  if (!found) throw invalid();
  const holder = await findAccountById(database, found.userId);
  if (holder?.status !== 'invited') throw invalid();
  assertStrongPassword(input.newPassword, holder.user.email, 'newPassword');
  const passwordHash = await passwordHasher.hash(input.newPassword);
  const done = await database.writeTransaction(async (trx) => {
    // Of two uses racing, one marks the link used; the other stops here.
    if (!(await repository.useInvite(trx, found.id, stamp))) return false;
    if (!(await repository.activateInvited(trx, found.userId, passwordHash, stamp))) return false;
    await repository.useAllInvitesOf(trx, found.userId, stamp);
    await recordAudit(trx, { action: 'invite-accepted', actorId: found.userId, subject: { kind: 'account', id: found.userId } }, now);
    return true;
  });
  if (!done) throw invalid();
  return found.userId;
}
