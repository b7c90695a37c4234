import type { NewsletterArchiveEntry, NewsletterPage } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { renderMarkdown } from '../blog/markdown';
import * as repository from './newsletter-archive.repository';

/**
 * The public side of newsletters (issue 29, decision 031): the archive of those sent and not
 * members-only, each one's page with its Markdown as HTML (the blog's safe renderer), and the feed's.
 */

/** The archive shows at most this many (GET /api/newsletters). */
const ARCHIVE_LIMIT = 100;
/** The feed carries this many, newest first. */
const FEED_LIMIT = 20;

interface Row {
  slug: string;
  subject: string;
  preheader: string;
  ml_subject: string | null;
  ml_preheader: string | null;
  sent_at: string;
}

/** The database's text as an ISO instant (UTC). */
const isoOf = (stored: string) => new Date(stored).toISOString();

function toArchiveEntry(row: Row): NewsletterArchiveEntry {
  return {
    slug: row.slug,
    subject: row.subject,
    preheader: row.preheader,
    sentAt: isoOf(row.sent_at),
    ml: row.ml_subject === null ? null : { subject: row.ml_subject, preheader: row.ml_preheader ?? '' },
  };
}

function toPage(row: Row & { body: string; ml_body: string | null }): NewsletterPage {
  const { ml: headings, ...entry } = toArchiveEntry(row);
  return {
    ...entry,
    html: renderMarkdown(row.body),
    ml: headings && row.ml_body !== null ? { ...headings, html: renderMarkdown(row.ml_body) } : null,
  };
}

/** The archive: sent newsletters that are not members-only, newest first. */
export async function listNewsletterArchive(db: Kysely<DB>): Promise<NewsletterArchiveEntry[]> {
  return (await repository.listPublicNewsletters(db, ARCHIVE_LIMIT)).map(toArchiveEntry);
}

/** A public newsletter's page, in both languages when it has its Malayalam version; null when none is public at this slug. */
export async function getNewsletterPage(db: Kysely<DB>, slug: string): Promise<NewsletterPage | null> {
  const row = await repository.findPublicNewsletter(db, slug);
  return row ? toPage(row) : null;
}

/** The feed's newsletters, each as its page. */
export async function listFeedNewsletters(db: Kysely<DB>): Promise<NewsletterPage[]> {
  return (await repository.listPublicNewslettersWithBodies(db, FEED_LIMIT)).map(toPage);
}

/** Every public newsletter's slug, newest first: the pages that exist. */
export const listPublicNewsletterSlugs = (db: Kysely<DB>) => repository.listPublicSlugs(db);
