import type { FastifyInstance } from 'fastify';
import { createDocumentCache, sendCacheable } from '../../lib/http-cache';
import * as content from './content.service';

/** How long one process reuses a content document before reading it again. */
const CONTENT_CACHE_MS = 5_000;

/** Public content reads, each with ETag and a short public cache (api-contract.md). */
export async function contentRoutes(app: FastifyInstance) {
  const { db } = app.database;
  const cached = createDocumentCache(CONTENT_CACHE_MS);
  const reads = {
    '/api/site': () => content.getSite(db),
    '/api/enablers': () => content.listEnablers(db),
    '/api/events': () => content.listEvents(db),
    '/api/blog': () => content.listBlogPosts(db),
    '/api/podcast': () => content.listPodcastEpisodes(db),
    '/api/webinars': () => content.listWebinars(db),
  };
  for (const [path, load] of Object.entries(reads)) {
    app.get(path, async (request, reply) => sendCacheable(request, reply, await cached(path, load)));
  }
}
