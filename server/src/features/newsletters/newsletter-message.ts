import { NewsletterTopicList } from '@wfc/shared';
import { parseJsonColumn } from '../../db/json-column';
import { derivedLinkToken } from '../../lib/link-token';
import type { MailLocale } from '../mail/mail-text';
import { newsletterText, type NewsletterText } from './newsletter-content';
import type { NewsletterRow } from './newsletters.repository';

/** The purpose of a recipient's preferences link, for derivedLinkToken. */
const PREFERENCES_LINK = 'newsletter-preferences';

/** A recipient's preferences link token (and its stored hash), made again from her row's id. */
export function preferencesToken(jwtSecret: string, recipientId: string) {
  return derivedLinkToken(jwtSecret, PREFERENCES_LINK, recipientId);
}

/** `List-Id` (RFC 2919): the club's newsletter at PUBLIC_URL's host. */
export function listIdOf(clubName: string, publicUrl: string): string {
  const name = clubName.replace(/[\r\n"<>\\]+/g, ' ').trim();
  return `${name ? `${name} ` : ''}<newsletter.${new URL(publicUrl).hostname}>`;
}

/** A newsletter's texts, worked out once per language and pass. */
export function textsOf(row: NewsletterRow, publicUrl: string): Record<MailLocale, NewsletterText> {
  const en = newsletterText({ subject: row.subject, preheader: row.preheader, body: row.body }, publicUrl);
  const ml =
    row.ml_subject !== null && row.ml_body !== null
      ? newsletterText({ subject: row.ml_subject, preheader: row.ml_preheader ?? '', body: row.ml_body }, publicUrl)
      : en;
  return { en, ml };
}

/**
 * The data of one member's copy (a `newsletter` mail): her language's text, the page on the site
 * (none for a members-only one), and her own links (none for a test copy).
 */
export function newsletterMailData(
  row: NewsletterRow,
  text: NewsletterText,
  options: { publicUrl: string; locale: MailLocale; listId: string; token?: string },
) {
  const { publicUrl, locale, token } = options;
  return {
    subject: text.subject,
    preheader: text.preheader,
    html: text.html,
    text: text.text,
    topics: parseJsonColumn(NewsletterTopicList, row.topics),
    listId: options.listId,
    ...(row.members_only === 1 ? {} : { webUrl: `${publicUrl}/newsletters/${row.slug}` }),
    ...(token
      ? {
          preferencesUrl: `${publicUrl}/membership/unsubscribe#${token}`,
          oneClickUrl: `${publicUrl}/api/membership/unsubscribe/one-click?token=${token}`,
        }
      : { test: true }),
    ...(locale === 'ml' ? { locale: 'ml' as const } : {}),
  };
}
