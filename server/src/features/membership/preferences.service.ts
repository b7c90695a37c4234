import {
  fillTemplate,
  interestOptions,
  labelOf,
  memberMessages,
  newsletterMessages,
  NewsletterTopicList,
  type MemberPreferences,
  type NewsletterTopic,
  type PreferencesBody,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { parseJsonColumn } from '../../db/json-column';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashLinkToken, looksLikeLinkToken } from '../../lib/link-token';
import { updateEmailChoices } from '../member-account/member-account.service';
import { findByLinkHash, markUnsubscribed as markRecipientUnsubscribed } from '../newsletters/newsletters.service';
import * as repository from './membership.repository';

/**
 * A member's e-mail choices through an e-mailed link (issue 29): the unsubscribe link of the
 * membership e-mails, or a newsletter copy's preferences link, which also names that newsletter's
 * topics so she can leave just those. A newsletter's link works for a year after it was sent.
 */

const NEWSLETTER_LINK_LIFETIME_MS = 366 * 24 * 60 * 60_000;
const linkInvalid = () => new AppError(400, 'MEMBER_LINK_INVALID', newsletterMessages.linkInvalid);

interface LinkHolder {
  membershipId: string;
  /** The newsletter copy the link came in, if it did. */
  recipientId: string | null;
  newsletterTopics: NewsletterTopic[];
  newsletterSubject: { en: string; ml: string | null } | null;
}

/** Whose link this is; undefined for anything else (unknown, altered, a newsletter's over a year old). */
async function linkHolder(db: Kysely<DB>, token: string, now: Date): Promise<LinkHolder | undefined> {
  if (!looksLikeLinkToken(token)) return undefined;
  const hash = hashLinkToken(token);
  const member = await repository.findMemberByToken(db, 'unsubscribe', hash, now.toISOString());
  if (member) return { membershipId: member.id, recipientId: null, newsletterTopics: [], newsletterSubject: null };
  const recipient = await findByLinkHash(db, hash);
  if (!recipient?.sent_at || Date.parse(recipient.sent_at) + NEWSLETTER_LINK_LIFETIME_MS < now.getTime()) return undefined;
  return {
    membershipId: recipient.membership_id,
    recipientId: recipient.id,
    newsletterTopics: parseJsonColumn(NewsletterTopicList, recipient.topics),
    newsletterSubject: { en: recipient.subject, ml: recipient.ml_subject },
  };
}

/** The link's holder and her membership; the link is invalid without either. */
async function linkedMembership(db: Kysely<DB>, token: string, now: Date) {
  const holder = await linkHolder(db, token, now);
  if (!holder) throw linkInvalid();
  const row = await repository.findEmailChoices(db, holder.membershipId);
  if (!row) throw linkInvalid();
  return { holder, row };
}

/** What her preferences page shows. */
export async function readPreferences(database: Database, token: string, now: Date): Promise<MemberPreferences> {
  const { holder, row } = await linkedMembership(database.db, token, now);
  const locale = row.locale === 'ml' ? 'ml' : 'en';
  return {
    firstName: row.first_name,
    topics: row.email_permission === 1 ? parseJsonColumn(NewsletterTopicList, row.interests) : [],
    locale,
    newsletterTopics: holder.newsletterTopics,
    newsletterSubject: holder.newsletterSubject
      ? ((locale === 'ml' ? holder.newsletterSubject.ml : null) ?? holder.newsletterSubject.en)
      : null,
  };
}

/** Saves her topics and language as her own page does (no topics: no e-mail); a newsletter she now hears less from counts her as unsubscribed. */
export async function savePreferences(database: Database, input: PreferencesBody, now: Date) {
  const stamp = now.toISOString();
  await database.writeTransaction(async (trx) => {
    const { holder, row } = await linkedMembership(trx, input.token, now);
    await updateEmailChoices(trx, row.id, { topics: input.topics, locale: input.locale }, stamp);
    const left = holder.newsletterTopics.some((topic) => !input.topics.includes(topic));
    if (holder.recipientId && (left || input.topics.length === 0)) await markRecipientUnsubscribed(trx, holder.recipientId, stamp);
  });
  const message = input.topics.length === 0 ? newsletterMessages.preferencesNone : newsletterMessages.preferencesSaved;
  return { message, topics: input.topics, locale: input.locale };
}

/**
 * Unsubscribes by a link: a membership e-mail's link (and the page's "No e-mail at all") leaves
 * every e-mail; a newsletter's one-click (RFC 8058) leaves that newsletter's topics, and every
 * e-mail when none of hers is left.
 */
export async function unsubscribeByLink(database: Database, token: string, now: Date, scope: 'all' | 'list'): Promise<{ message: string }> {
  const stamp = now.toISOString();
  const message = await database.writeTransaction(async (trx) => {
    const { holder, row } = await linkedMembership(trx, token, now);
    if (holder.recipientId) await markRecipientUnsubscribed(trx, holder.recipientId, stamp);
    if (scope === 'list' && holder.newsletterTopics.length > 0 && row.email_permission === 1) {
      const kept = parseJsonColumn(NewsletterTopicList, row.interests).filter((topic) => !holder.newsletterTopics.includes(topic));
      await updateEmailChoices(trx, row.id, { topics: kept, locale: row.locale }, stamp);
      if (kept.length > 0) {
        const names = holder.newsletterTopics.map((topic) => labelOf(interestOptions, topic)).join(', ');
        return fillTemplate(newsletterMessages.leftTopics, [['{topics}', names]]);
      }
      return memberMessages.unsubscribed;
    }
    await repository.markUnsubscribed(trx, row.id, stamp);
    return memberMessages.unsubscribed;
  });
  return { message };
}
