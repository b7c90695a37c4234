import type { Locale } from '@wfc/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { parseJsonColumn } from '../../db/json-column';
import type { DB } from '../../db/schema';
import { createDocumentCache, type CacheableBody } from '../../lib/http-cache';
import { getArticle } from '../blog/blog.service';
import { getNewsletterPage, listNewsletterArchive } from '../newsletters/newsletter-archive.service';
import { createHomeCounters, type HomeCounters } from '../reports/home-counters';
import * as content from './content.service';

/** How long one process reuses a content document before reading it again, unless cleared first. */
const CONTENT_CACHE_MS = 5_000;

/** The public content documents, by the API path that serves each (api-contract.md). */
export const contentDocumentPaths = ['/api/site', '/api/enablers', '/api/events', '/api/blog', '/api/podcast', '/api/webinars'] as const;
/**
 * A list, one blog post written here (`/api/blog/<slug>`, read only for a slug the list has), the
 * newsletters' archive or one sent newsletter (`/api/newsletters/<slug>`, read only for a public one;
 * both served by features/newsletters, each one document for both languages).
 */
export type ContentDocumentPath =
  (typeof contentDocumentPaths)[number] | `/api/blog/${string}` | '/api/newsletters' | `/api/newsletters/${string}`;

/**
 * The public content as serialized documents, read through one short cache that the API routes
 * and the rendered pages share, so a page shows exactly what its API path answers.
 */
export interface ContentDocuments {
  /** A document in a language (English unless said): each language's is cached on its own (decision 028). */
  read(path: ContentDocumentPath, locale?: Locale): Promise<CacheableBody>;
  /** The document as `read` would answer it now without going to the database, when it has it (the kept answers). */
  peek(path: (typeof contentDocumentPaths)[number], locale?: Locale): CacheableBody | undefined;
  /** Forgets every document: the next read goes to the database (after a save). */
  clear(): void;
  /** The home page's live counters, which `/api/site` carries (issue 43; refreshed hourly by features/reports). */
  homeCounters: HomeCounters;
}

/** The documents that have Malayalam texts, each served per language (decision 028). */
const translatedDocuments = new Set<string>(['/api/site', '/api/enablers', '/api/events']);
const languageOf = (path: string, locale: Locale): Locale => (translatedDocuments.has(path) ? locale : 'en');
const keyOf = (path: string, language: Locale) => (language === 'en' ? path : `${language}:${path}`);

export function createContentDocuments(db: Kysely<DB>, homeCounters: HomeCounters = createHomeCounters(db)): ContentDocuments {
  const loads: Record<(typeof contentDocumentPaths)[number], (locale: Locale) => Promise<unknown>> = {
    '/api/site': async (locale) => {
      const site = await content.getSite(db, locale);
      return { ...site, stats: await homeCounters.statsOf(site) };
    },
    '/api/enablers': (locale) => content.listEnablers(db, locale),
    '/api/events': (locale) => content.listEvents(db, locale),
    '/api/blog': () => content.listBlogPosts(db),
    '/api/podcast': () => content.listPodcastEpisodes(db),
    '/api/webinars': () => content.listWebinars(db),
  };
  let cache = createDocumentCache(CONTENT_CACHE_MS);
  return {
    read: (path, locale = 'en') => {
      if (path.startsWith('/api/blog/')) return cache(path, () => getArticle(db, path.slice('/api/blog/'.length)));
      if (path === '/api/newsletters') return cache(path, () => listNewsletterArchive(db));
      if (path.startsWith('/api/newsletters/')) return cache(path, () => getNewsletterPage(db, path.slice('/api/newsletters/'.length)));
      // The lists that have no Malayalam texts yet are one document for both languages.
      const load = loads[path as keyof typeof loads];
      const language = languageOf(path, locale);
      return cache(keyOf(path, language), () => load(language));
    },
    peek: (path, locale = 'en') => cache.peek(keyOf(path, languageOf(path, locale))),
    clear: () => {
      cache = createDocumentCache(CONTENT_CACHE_MS);
    },
    homeCounters,
  };
}

const slugSets = new WeakMap<CacheableBody, Set<string>>();
/** What the server reads of its own list documents (the blog's, the events'): each item's slug, if it has one. */
const SluggedList = z.array(z.object({ slug: z.string().nullish() }));

/**
 * The slugs of a list document's items (the blog's posts written here, the events' pages), read once
 * per version of the list: a page route asks whether the list shows its slug.
 */
export function slugsIn(list: CacheableBody): Set<string> {
  let slugs = slugSets.get(list);
  if (!slugs) {
    slugs = new Set(parseJsonColumn(SluggedList, list.body).flatMap((item) => (item.slug ? [item.slug] : [])));
    slugSets.set(list, slugs);
  }
  return slugs;
}

/** The club's name, from the `/api/site` document (a calendar's, a feed's title). */
export const siteNameIn = (site: CacheableBody): string => parseJsonColumn(z.object({ name: z.string() }), site.body).name;
