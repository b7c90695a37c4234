import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../auth/require-role';
import type { SaveResult } from './versioned-content';

/** Query of an item's history: `limit` (1..100, 50) and `before` (a version: the page below it). */
export const RevisionsQuery = z.object({
  limit: z.coerce.number({ error: 'Limit must be a whole number from 1 to 100.' }).int().min(1).max(100).default(50),
  before: z.coerce.number({ error: 'That page link is not valid.' }).int().positive().optional(),
});

/** `:version` of a revision's path. */
export const VersionParam = z.object({ version: z.coerce.number({ error: 'There is no such version.' }).int().positive() });

/**
 * After a save committed: tells every process (their pages and the chat show it from the next
 * request, decision 021) before the answer goes, and logs who saved which version.
 */
export async function announceSave<T>(app: FastifyInstance, request: FastifyRequest, what: string, result: SaveResult<T>, extra: object = {}): Promise<SaveResult<T>> {
  if (!result.changed) return result;
  await app.contentChanges.publish();
  request.log.info({ by: actorOf(request)._id, version: result.version, ...extra }, `${what} saved`);
  return result;
}
