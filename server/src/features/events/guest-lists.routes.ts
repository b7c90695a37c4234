import { CancelEventBody, CheckInBody, GuestListQuery, GuestMessageBody } from '@wfc/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { hashDoorCode } from './event-codes';
import { eventsContextOf } from './event-context';
import {
  approveGuest,
  cancelEvent,
  cancelGuest,
  checkIn,
  confirmGuest,
  declineGuest,
  exportGuests,
  guestByDoorCode,
  guestList,
  previewGuest,
  listGuestLists,
  messageGuests,
  releaseUnopened,
  undoCheckIn,
} from './guest-list.service';

type EventRequest = { Params: { id: string } };
type GuestRequest = { Params: { id: string; guestId: string } };

/** The staff's guest lists (issue 30): admins and operators; cancelling an event is an admin's. */
export async function guestListRoutes(app: FastifyInstance) {
  const context = eventsContextOf(app);
  const staff = { preHandler: requireRole(app, 'admin', 'operator') };
  const admin = { preHandler: requireRole(app, 'admin') };
  const base = '/api/admin/guest-lists';
  const ids = (request: FastifyRequest<GuestRequest>) => ({ eventId: request.params.id, guestId: request.params.guestId });

  app.get(base, staff, async (request) => listGuestLists(context, actorOf(request), app.clock()));
  app.get<EventRequest>(`${base}/:id`, staff, async (request) =>
    guestList(context, actorOf(request), request.params.id, parseInput(GuestListQuery, request.query)),
  );
  app.get<EventRequest>(`${base}/:id/export`, staff, async (request, reply) => {
    const { state } = parseInput(GuestListQuery, request.query);
    const { csv, slug } = await exportGuests(context, actorOf(request), request.params.id, state, app.clock());
    return reply
      .type('text/csv; charset=utf-8; header=present')
      .header('Content-Disposition', `attachment; filename="guests-${slug}${state ? `-${state}` : ''}.csv"`)
      .send(csv);
  });

  app.post<GuestRequest>(`${base}/:id/guests/:guestId/approve`, staff, async (request) =>
    approveGuest(context, actorOf(request), ids(request), app.clock()),
  );
  app.post<GuestRequest>(`${base}/:id/guests/:guestId/decline`, staff, async (request) =>
    declineGuest(context, actorOf(request), ids(request), app.clock()),
  );
  app.post<GuestRequest>(`${base}/:id/guests/:guestId/confirm`, staff, async (request) =>
    confirmGuest(context, actorOf(request), ids(request), app.clock()),
  );
  app.post<GuestRequest>(`${base}/:id/guests/:guestId/cancel`, staff, async (request) =>
    cancelGuest(context, actorOf(request), ids(request), app.clock()),
  );
  app.post<GuestRequest>(`${base}/:id/guests/:guestId/check-in`, staff, async (request) =>
    checkIn(context, actorOf(request), ids(request), app.clock()),
  );
  app.post<GuestRequest>(`${base}/:id/guests/:guestId/undo-check-in`, staff, async (request) =>
    undoCheckIn(context, actorOf(request), ids(request), app.clock()),
  );

  // At the door: the code her QR code carries, or as typed. 10 wrong codes a minute per staff account
  // and event, then a 429 until the minute ends (issue 38, finding 8).
  const wrongCodes = app.limits.failures('door-codes', { max: 10, timeWindow: 60_000 });
  app.post<EventRequest>(`${base}/:id/check-in`, staff, async (request) => {
    const { code, preview } = parseInput(CheckInBody, request.body);
    const budget = `${actorOf(request)._id}:${request.params.id}`;
    await wrongCodes.assertOpen(budget);
    const guestId = await guestByDoorCode(context, actorOf(request), request.params.id, hashDoorCode(code)).catch(
      async (error: unknown) => {
        if (error instanceof AppError && error.code === 'EVENT_CODE_UNKNOWN') await wrongCodes.fail(budget);
        throw error;
      },
    );
    if (preview) return previewGuest(context, actorOf(request), { eventId: request.params.id, guestId });
    return checkIn(context, actorOf(request), { eventId: request.params.id, guestId }, app.clock());
  });

  app.post<EventRequest>(`${base}/:id/release-unopened`, staff, async (request) =>
    releaseUnopened(context, actorOf(request), request.params.id, app.clock()),
  );
  app.post<EventRequest>(`${base}/:id/message`, staff, async (request, reply) =>
    reply
      .code(202)
      .send(await messageGuests(context, actorOf(request), request.params.id, parseInput(GuestMessageBody, request.body), app.clock())),
  );
  app.post<EventRequest>(`${base}/:id/cancel-event`, admin, async (request) => {
    const answer = await cancelEvent(
      context,
      actorOf(request),
      request.params.id,
      parseInput(CancelEventBody, request.body).note,
      app.clock(),
    );
    // The event's page and the events list say it is cancelled, in every process, as after a content save.
    await app.contentChanges.publish();
    return answer;
  });
}
