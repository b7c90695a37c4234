import { RestoreRevisionBody } from '@wfc/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
import { actorOf } from '../auth/require-role';
import type { AdminHistory, SaveResult } from './versioned-content';

/** Query of an item's history: `limit` (1..100, 50) and `before` (a version: the page below it). */
const RevisionsQuery = z.object({
  limit: z.coerce.number({ error: 'Limit must be a whole number from 1 to 100.' }).int().min(1).max(100).default(50),
  before: z.coerce.number({ error: 'That page link is not valid.' }).int().positive().optional(),
});

/** `:version` of a revision's path. */
const VersionParam = z.object({ version: z.coerce.number({ error: 'There is no such version.' }).int().positive() });

/**
 * After a save committed: tells every process (their pages and the chat show it from the next
 * request, decision 021) before the answer goes, and logs who saved which version.
 */
export async function announceSave<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  what: string,
  result: SaveResult<T>,
  extra: object = {},
): Promise<SaveResult<T>> {
  if (!result.changed) return result;
  await app.contentChanges.publish();
  request.log.info({ by: actorOf(request)._id, version: result.version, ...extra }, `${what} saved`);
  return result;
}

/**
 * An item's history under `path` (whose own parameters `params` reads): GET …/revisions (newest
 * first, paged), GET …/revisions/:version, and POST …/revisions/:version/restore on the version on
 * screen, told to every process like a save.
 */
export function registerRevisionRoutes<P extends z.ZodRawShape, T>(
  app: FastifyInstance,
  options: {
    path: string;
    params: z.ZodObject<P>;
    preHandler: preHandlerAsyncHookHandler;
    /** What the log calls the item ("event"). */
    what: string;
    history: AdminHistory<T>;
    /** The item's id within its kind, from the path's parameters. */
    itemId(params: z.infer<z.ZodObject<P>>): string;
  },
) {
  const { path, params, preHandler, what, history } = options;
  // Each schema keeps its own keys of the path's parameters: the item's, and `version`.
  const itemAndVersion = (request: FastifyRequest) => ({
    item: parseInput(params, request.params),
    version: parseInput(VersionParam, request.params).version,
  });

  app.get(`${path}/revisions`, { preHandler }, async (request) => {
    const query = parseInput(RevisionsQuery, request.query);
    return history.list(actorOf(request), options.itemId(parseInput(params, request.params)), {
      limit: query.limit,
      beforeVersion: query.before,
    });
  });

  app.get(`${path}/revisions/:version`, { preHandler }, async (request) => {
    const { item, version } = itemAndVersion(request);
    return history.get(actorOf(request), options.itemId(item), version);
  });

  app.post(`${path}/revisions/:version/restore`, { preHandler }, async (request) => {
    const { item, version } = itemAndVersion(request);
    const input = parseInput(RestoreRevisionBody, request.body);
    const result = await history.restore(actorOf(request), options.itemId(item), version, input.version, app.clock());
    return announceSave(app, request, what, result, { ...item, restoredFrom: version });
  });
}
