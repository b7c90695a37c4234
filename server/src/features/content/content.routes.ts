import type { FastifyInstance } from 'fastify';
import { sendCacheable } from '../../lib/http-cache';
import { contentDocumentPaths } from './content.documents';

/** Public content reads, each with ETag and a short public cache (api-contract.md). */
export async function contentRoutes(app: FastifyInstance) {
  for (const path of contentDocumentPaths) {
    app.get(path, async (request, reply) => sendCacheable(request, reply, await app.contentDocuments.read(path)));
  }
}
