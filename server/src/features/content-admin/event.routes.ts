import { CreateEventBody, SaveEventBody, TrashBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { announceSave, registerRevisionRoutes } from './content-admin.http';
import * as events from './event.service';

const EventParam = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, { error: 'We could not find that event.' }) });

/** The events on the admin's Content screen (issue 17, decision 022). */
export async function eventRoutes(app: FastifyInstance) {
  const admin = { preHandler: requireRole(app, 'admin') };

  app.get('/api/admin/content/events', admin, async (request) => events.listEventsForEdit(app.database, actorOf(request)));

  app.post('/api/admin/content/events', admin, async (request, reply) => {
    const input = parseInput(CreateEventBody, request.body);
    const created = await events.createEvent(app.database, actorOf(request), input, app.clock());
    await app.contentChanges.publish();
    request.log.info({ by: actorOf(request)._id, event: created.id }, 'event created');
    return reply.code(201).send({ ...created, message: created.item.hidden ? 'Event created, hidden from the site.' : 'Event created. The events page shows it now.' });
  });

  app.get('/api/admin/content/events/:id', admin, async (request) => {
    const { id } = parseInput(EventParam, request.params);
    return events.getEventForEdit(app.database, actorOf(request), id);
  });

  app.put('/api/admin/content/events/:id', admin, async (request) => {
    const { id } = parseInput(EventParam, request.params);
    const input = parseInput(SaveEventBody, request.body);
    return announceSave(app, request, 'event', await events.saveEvent(app.database, actorOf(request), id, input, app.clock()), { event: id });
  });

  for (const [action, inTrash] of [['trash', true], ['untrash', false]] as const) {
    app.post(`/api/admin/content/events/:id/${action}`, admin, async (request) => {
      const { id } = parseInput(EventParam, request.params);
      const { version } = parseInput(TrashBody, request.body);
      const result = await events.setEventInTrash(app.database, actorOf(request), id, inTrash, version, app.clock());
      return announceSave(app, request, inTrash ? 'event moved to the trash' : 'event taken out of the trash', result, { event: id });
    });
  }

  registerRevisionRoutes(app, {
    path: '/api/admin/content/events/:id',
    params: EventParam,
    preHandler: admin.preHandler,
    what: 'event',
    list: (actor, { id }, page) => events.listEventRevisions(app.database, actor, id, page),
    get: (actor, { id }, version) => events.getEventRevision(app.database, actor, id, version),
    restore: (actor, { id }, version, expected, now) => events.restoreEventRevision(app.database, actor, id, version, expected, now),
  });
}
