import type { FastifyInstance } from 'fastify';
import { sendCacheable } from '../../lib/http-cache';
import * as content from './content.service';

/** Public content reads, each with ETag and a short public cache (api-contract.md). */
export async function contentRoutes(app: FastifyInstance) {
  const { db } = app.database;
  app.get('/api/site', async (request, reply) => sendCacheable(request, reply, await content.getSite(db)));
  app.get('/api/enablers', async (request, reply) => sendCacheable(request, reply, await content.listEnablers(db)));
  app.get('/api/events', async (request, reply) => sendCacheable(request, reply, await content.listEvents(db)));
  app.get('/api/blog', async (request, reply) => sendCacheable(request, reply, await content.listBlogPosts(db)));
  app.get('/api/podcast', async (request, reply) => sendCacheable(request, reply, await content.listPodcastEpisodes(db)));
  app.get('/api/webinars', async (request, reply) => sendCacheable(request, reply, await content.listWebinars(db)));
}
