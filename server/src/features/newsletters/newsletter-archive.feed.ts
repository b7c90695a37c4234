import { localizedPath, type Locale, type NewsletterPage } from '@wfc/shared';
import { escapeXml } from '../../lib/xml';
import { absoluteAddresses } from './newsletter-content';

/**
 * The archive as an Atom 1.0 feed (RFC 4287), in one language: the Malayalam feed takes each
 * newsletter's Malayalam texts where written, else its English ones (marked `xml:lang="en"`).
 */

/** The feed's own title after the club's name; "newsletter" as docs/glossary.md has it. */
const FEED_TITLES: Record<Locale, string> = { en: 'Newsletters', ml: 'ന്യൂസ്‌ലെറ്ററുകൾ' };

export interface FeedOptions {
  locale: Locale;
  /** PUBLIC_URL, without a trailing slash. */
  origin: string;
  /** The club's name, as the site settings have it in this language. */
  siteName: string;
}

/** A newsletter's texts in the feed's language: its Malayalam version in the Malayalam feed, where written. */
function textsOf(newsletter: NewsletterPage, locale: Locale) {
  if (locale === 'ml' && newsletter.ml) return { ...newsletter.ml, lang: undefined };
  return { subject: newsletter.subject, preheader: newsletter.preheader, html: newsletter.html, lang: locale === 'en' ? undefined : 'en' };
}

/**
 * The feed's XML. Ids are tag: URIs (RFC 4151) named after the site's host and each newsletter's
 * slug (unique for good), so a reader keeps an entry it has seen while its page moves; each
 * language's entry is its own. `updated` is the newest newsletter's time, so the feed (and its
 * ETag) changes only when a newsletter is added.
 */
export function renderNewsletterFeed(newsletters: readonly NewsletterPage[], { locale, origin, siteName }: FeedOptions): string {
  const url = (pathname: string) => origin + localizedPath(locale, pathname);
  const host = new URL(origin).hostname;
  const prefix = locale === 'en' ? '' : `${locale}/`;
  const tag = (what: string) => `tag:${host},2026:${prefix}${what}`;
  // With no newsletter yet, a fixed time: nothing has been published.
  const updated = newsletters[0]?.sentAt ?? '1970-01-01T00:00:00.000Z';

  const entries = newsletters.map((newsletter) => {
    const texts = textsOf(newsletter, locale);
    const page = url(`/newsletters/${newsletter.slug}`);
    return [
      `  <entry${texts.lang ? ` xml:lang="${texts.lang}"` : ''}>`,
      `    <id>${escapeXml(tag(`newsletters/${newsletter.slug}`))}</id>`,
      `    <title type="text">${escapeXml(texts.subject)}</title>`,
      `    <published>${newsletter.sentAt}</published>`,
      `    <updated>${newsletter.sentAt}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
      ...(texts.preheader ? [`    <summary type="text">${escapeXml(texts.preheader)}</summary>`] : []),
      `    <content type="html">${escapeXml(absoluteAddresses(texts.html, origin))}</content>`,
      '  </entry>',
    ].join('\n');
  });

  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${escapeXml(tag('newsletters'))}</id>`,
    `  <title type="text">${escapeXml(`${siteName}: ${FEED_TITLES[locale]}`)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(siteName)}</name><uri>${escapeXml(url('/'))}</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(url('/newsletters/feed.atom'))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(url('/newsletters'))}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
