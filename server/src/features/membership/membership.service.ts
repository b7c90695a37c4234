import { memberMessages, type Locale, type MembershipBody } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { hashLinkToken, looksLikeLinkToken, mintLinkToken } from '../../lib/link-token';
import type { Mailer } from '../mail/outbox.service';
import { mayMailVisitor } from '../mail/visitor-mail';
import { clearSuppression } from '../mail/mail.service';
import * as repository from './membership.repository';
export { findMembershipByEmail, markConfirmed } from './membership.repository';

/**
 * The membership of someone signed in as a member, by her session's address; 403 NOT_A_MEMBER with
 * `refusal` (the screen's own words) when she has none: the one way the member features (the
 * directory, introductions, reports, WhatsApp) refuse a signed-in person who never joined.
 */
export async function requireMembership(db: Kysely<DB>, email: string, refusal: string) {
  const membership = await repository.findMembershipByEmail(db, email.toLowerCase());
  if (!membership) throw new AppError(403, 'NOT_A_MEMBER', refusal);
  return membership;
}

/** A confirmation link works for 30 days; an unsubscribe link never stops working. */
const CONFIRM_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Stores a membership sign-up (group-committed with other submissions) with its confirmation and
 * unsubscribe links and the confirmation e-mail, in one transaction; one per e-mail address, even
 * under concurrent submissions. `locale` is her page's language, that of the e-mail she is sent.
 *
 * An address already signed up is answered as a new one, with an id that names nothing (issue 26,
 * decision 016's addendum), and the member is told by e-mail instead (`tellMemberOfRepeat`).
 */
export async function subscribeMember(database: Database, input: MembershipBody, context: Mailer, now: Date, locale: Locale = 'en') {
  const id = newId();
  const repeated = async () => {
    await tellMemberOfRepeat(database, input.email, context, now);
    return { id };
  };
  // A repeated address is told apart before it waits for a write.
  if (await repository.membershipExists(database.db, input.email)) return repeated();
  const stamp = now.toISOString();
  try {
    await database.groupWrite(async (trx) => {
      await repository.insertMembership(trx, {
        id,
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        job_function: input.jobFunction,
        vertical: input.vertical,
        interests: JSON.stringify(input.interests),
        hear_about: input.hearAbout,
        email_permission: input.emailPermission ? 1 : 0,
        locale,
        created_at: stamp,
      });
      await queueMemberMail(
        trx,
        { id, firstName: input.firstName, lastName: input.lastName, email: input.email, locale },
        'member-confirm',
        context,
        now,
      );
    });
  } catch (error) {
    // Another sign-up with this address won the race between the check and the insert.
    if (isUniqueViolation(error)) return repeated();
    throw error;
  }
  return { id };
}

/**
 * Someone signed up an address that is a member's. Not yet confirmed: her confirmation e-mail again,
 * with fresh links (she most likely lost the first). Confirmed: a note that she is a member already.
 * Either speaks to her by the name she gave, in her language, never the new form's.
 */
async function tellMemberOfRepeat(database: Database, email: string, context: Mailer, now: Date): Promise<void> {
  await database.writeTransaction(async (trx) => {
    const member = await repository.findMembershipByEmail(trx, email);
    if (!member) return;
    const kind = member.confirmed_at === null ? 'member-confirm' : 'membership-repeated';
    const recipient = {
      id: member.id,
      firstName: member.first_name,
      lastName: member.last_name,
      email: member.email,
      locale: member.locale === 'ml' ? 'ml' : 'en',
    } as const;
    await queueMemberMail(trx, recipient, kind, context, now);
  });
}

/** Mints a member's links (only their hashes are stored) and queues a mail of `kind` carrying them, in the caller's transaction. */
async function queueMemberMail(
  trx: Kysely<DB>,
  member: { id: string; firstName: string; lastName: string; email: string; locale: Locale },
  kind: 'member-confirm' | 'membership-repeated',
  mailer: Mailer,
  now: Date,
): Promise<void> {
  // The form mails a typed address: at most three a day (issue 38, finding 3), answered the same.
  if (!(await mayMailVisitor(trx, member.email, 'membership', now))) return;
  const stamp = now.toISOString();
  const unsubscribe = mintLinkToken();
  await repository.insertMemberToken(trx, {
    id: newId(),
    membership_id: member.id,
    purpose: 'unsubscribe',
    token_hash: unsubscribe.hash,
    created_at: stamp,
  });
  let confirmToken = '';
  if (kind === 'member-confirm') {
    const confirm = mintLinkToken();
    confirmToken = confirm.token;
    const expiresAt = new Date(now.getTime() + CONFIRM_LINK_LIFETIME_MS).toISOString();
    await repository.insertMemberToken(trx, {
      id: newId(),
      membership_id: member.id,
      purpose: 'confirm',
      token_hash: confirm.hash,
      expires_at: expiresAt,
      created_at: stamp,
    });
  }
  const { confirmUrl, ...links } = memberMailLinks(mailer.publicUrl, member.firstName, confirmToken, unsubscribe.token);
  const data = kind === 'member-confirm' ? { ...links, confirmUrl } : links;
  await mailer.outbox.queue(
    trx,
    { kind, to: member.email, toName: `${member.firstName} ${member.lastName}`, data, locale: member.locale },
    now,
  );
}

/** The links of a mail to a member: tokens in the fragment of the pages, and in the one-click address (RFC 8058 needs one URL). */
function memberMailLinks(publicUrl: string, firstName: string, confirmToken: string, unsubscribeToken: string) {
  return {
    firstName,
    confirmUrl: `${publicUrl}/membership/confirm#${confirmToken}`,
    unsubscribeUrl: `${publicUrl}/membership/unsubscribe#${unsubscribeToken}`,
    oneClickUrl: `${publicUrl}/api/membership/unsubscribe/one-click?token=${unsubscribeToken}`,
  };
}

const linkInvalid = () => new AppError(400, 'MEMBER_LINK_INVALID', memberMessages.linkInvalid);

/** Follows a confirmation link: the member is confirmed (again is fine); a used-up, altered or old link is a 400. */
export async function confirmMember(database: Database, token: string, now: Date): Promise<{ message: string }> {
  if (!looksLikeLinkToken(token)) throw linkInvalid();
  const stamp = now.toISOString();
  const found = await database.writeTransaction(async (trx) => {
    const member = await repository.findMemberByToken(trx, 'confirm', hashLinkToken(token), stamp);
    if (member) {
      await repository.markConfirmed(trx, member.id, stamp);
      // Her address works again: bulk mail a mail server refused for good may go to it again.
      await clearSuppression(trx, member.email);
    }
    return member;
  });
  if (!found) throw linkInvalid();
  return { message: memberMessages.confirmed };
}
