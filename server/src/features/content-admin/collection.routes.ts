import { TrashBody, type CollectionExtras } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { collectionService, type Collection } from './collection';
import { announceSave, registerRevisionRoutes } from './content-admin.http';

/**
 * A collection's routes under `path` (decision 022), admins only: GET the list, POST a new item,
 * GET and PUT one, POST …/trash and …/untrash, and its history's routes.
 */
export function registerCollectionRoutes<Item extends CollectionExtras & { hidden: boolean }, Fields extends object>(
  app: FastifyInstance,
  options: {
    path: string;
    collection: Collection<Item, Fields>;
    createBody: z.ZodType<Fields & { imageMediaId?: string | undefined }>;
    saveBody: z.ZodType<Fields & { imageMediaId?: string | undefined; version: number }>;
    /** The largest create or save request in bytes, when the app's 32 KiB is too small for a valid item. */
    bodyLimit?: number;
  },
) {
  const { path, collection } = options;
  const service = collectionService(app.database, collection);
  const admin = { preHandler: requireRole(app, 'admin') };
  const write = options.bodyLimit === undefined ? admin : { ...admin, bodyLimit: options.bodyLimit };
  const Params = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, { error: collection.notFoundMessage }) });
  const what = collection.kind.replaceAll('-', ' ');

  app.get(path, admin, async (request) => service.list(actorOf(request)));

  app.post(path, write, async (request, reply) => {
    const input = parseInput(options.createBody, request.body);
    const created = await service.create(actorOf(request), input, app.clock());
    await app.contentChanges.publish();
    request.log.info({ by: actorOf(request)._id, id: created.id }, `${what} created`);
    return reply.code(201).send(created);
  });

  app.get(`${path}/:id`, admin, async (request) => service.get(actorOf(request), parseInput(Params, request.params).id));

  app.put(`${path}/:id`, write, async (request) => {
    const { id } = parseInput(Params, request.params);
    const input = parseInput(options.saveBody, request.body);
    return announceSave(app, request, what, await service.save(actorOf(request), id, input, app.clock()), { id });
  });

  for (const [action, inTrash] of [
    ['trash', true],
    ['untrash', false],
  ] as const) {
    app.post(`${path}/:id/${action}`, admin, async (request) => {
      const { id } = parseInput(Params, request.params);
      const { version } = parseInput(TrashBody, request.body);
      const result = await service.setInTrash(actorOf(request), id, inTrash, version, app.clock());
      return announceSave(app, request, inTrash ? `${what} moved to the trash` : `${what} taken out of the trash`, result, { id });
    });
  }

  registerRevisionRoutes(app, {
    path: `${path}/:id`,
    params: Params,
    preHandler: admin.preHandler,
    what,
    history: service.history,
    itemId: ({ id }) => id,
  });
}
