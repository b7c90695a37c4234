import { memberMessages, messages, type Locale, type MembershipBody } from '@wfc/shared';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { hashLinkToken, looksLikeLinkToken, mintLinkToken } from '../../lib/link-token';
import { queueMail } from '../mail/outbox.service';
import * as repository from './membership.repository';

/** A confirmation link works for 30 days; an unsubscribe link never stops working. */
export const CONFIRM_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Stores a membership sign-up (group-committed with other submissions) with its confirmation and
 * unsubscribe links and the confirmation e-mail, in one transaction; one per e-mail address, even
 * under concurrent submissions. `locale` is her page's language, that of the e-mail she is sent.
 */
export async function subscribeMember(database: Database, input: MembershipBody, context: { publicUrl: string }, now: Date, locale: Locale = 'en') {
  const duplicate = () => conflict(messages.membershipDuplicate, 'ALREADY_SUBSCRIBED');
  // A repeated address is refused before it waits for a write.
  if (await repository.membershipExists(database.db, input.email)) throw duplicate();
  const id = newId();
  const stamp = now.toISOString();
  const confirm = mintLinkToken();
  const unsubscribe = mintLinkToken();
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
      const expiresAt = new Date(now.getTime() + CONFIRM_LINK_LIFETIME_MS).toISOString();
      await repository.insertMemberToken(trx, { id: newId(), membership_id: id, purpose: 'confirm', token_hash: confirm.hash, expires_at: expiresAt, created_at: stamp });
      await repository.insertMemberToken(trx, { id: newId(), membership_id: id, purpose: 'unsubscribe', token_hash: unsubscribe.hash, created_at: stamp });
      const data = memberMailLinks(context.publicUrl, input.firstName, confirm.token, unsubscribe.token);
      await queueMail(trx, { kind: 'member-confirm', to: input.email, toName: `${input.firstName} ${input.lastName}`, data, locale }, now);
    });
  } catch (error) {
    // Another sign-up with this address won the race between the check and the insert.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
  return { id };
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
    if (member) await repository.markConfirmed(trx, member.id, stamp);
    return member;
  });
  if (!found) throw linkInvalid();
  return { message: memberMessages.confirmed };
}

/** Follows an unsubscribe link (the page's or a mail client's one click): the e-mail permission is cleared. */
export async function unsubscribeMember(database: Database, token: string, now: Date): Promise<{ message: string }> {
  if (!looksLikeLinkToken(token)) throw linkInvalid();
  const stamp = now.toISOString();
  const found = await database.writeTransaction(async (trx) => {
    const member = await repository.findMemberByToken(trx, 'unsubscribe', hashLinkToken(token), stamp);
    if (member) await repository.markUnsubscribed(trx, member.id, stamp);
    return member;
  });
  if (!found) throw linkInvalid();
  return { message: memberMessages.unsubscribed };
}
