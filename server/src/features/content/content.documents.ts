import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { createDocumentCache, type CacheableBody } from '../../lib/http-cache';
import { getArticle } from '../blog/blog.service';
import * as content from './content.service';

/** How long one process reuses a content document before reading it again, unless cleared first. */
const CONTENT_CACHE_MS = 5_000;

/** The public content documents, by the API path that serves each (api-contract.md). */
export const contentDocumentPaths = ['/api/site', '/api/enablers', '/api/events', '/api/blog', '/api/podcast', '/api/webinars'] as const;
/** A list, or one blog post written here (`/api/blog/<slug>`, read only for a slug the list has). */
export type ContentDocumentPath = (typeof contentDocumentPaths)[number] | `/api/blog/${string}`;

/**
 * The public content as serialized documents, read through one short cache that the API routes
 * and the rendered pages share, so a page shows exactly what its API path answers.
 */
export interface ContentDocuments {
  read(path: ContentDocumentPath): Promise<CacheableBody>;
  /** Forgets every document: the next read goes to the database (after a save). */
  clear(): void;
}

export function createContentDocuments(db: Kysely<DB>): ContentDocuments {
  const loads: Record<(typeof contentDocumentPaths)[number], () => Promise<unknown>> = {
    '/api/site': () => content.getSite(db),
    '/api/enablers': () => content.listEnablers(db),
    '/api/events': () => content.listEvents(db),
    '/api/blog': () => content.listBlogPosts(db),
    '/api/podcast': () => content.listPodcastEpisodes(db),
    '/api/webinars': () => content.listWebinars(db),
  };
  let cache = createDocumentCache(CONTENT_CACHE_MS);
  return {
    read: (path) => cache(path, path.startsWith('/api/blog/') ? () => getArticle(db, path.slice('/api/blog/'.length)) : loads[path as keyof typeof loads]),
    clear: () => {
      cache = createDocumentCache(CONTENT_CACHE_MS);
    },
  };
}
