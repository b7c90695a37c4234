import { SessionCancelBody, SessionFeedbackBody, SessionListQuery, SessionRescheduleBody, StaffSessionCancelBody } from '@wfc/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LocalText } from '../../lib/localize';
import { parseInput } from '../../lib/validate';
import { recordAudit } from '../audit/audit.service';
import { actorOf, requireRole } from '../auth/require-role';
import { acceptSession, cancelSession, declineSession, ownBooking, recordOutcome, rescheduleSession } from './session-change.service';
import { sessionsContextOf } from './session-context';
import { enablerSessions, operatorSessions, sessionSummary, staffSessionOf } from './session-desk.service';

type SessionRequest = { Params: { id: string } };

/**
 * The staff's side of sessions (issue 31): an enabler's own sessions (hers only: another's answers
 * 404) and the operators' (and admins') lists, summary and cancellation with a message (audited).
 */
export async function sessionStaffRoutes(app: FastifyInstance) {
  const context = sessionsContextOf(app);
  const enabler = { preHandler: requireRole(app, 'enabler') };
  const staff = { preHandler: requireRole(app, 'admin', 'operator') };
  const answer = async (id: string, message: LocalText) => ({ session: await staffSessionOf(app.database.db, id), message });
  const mine = (request: FastifyRequest<SessionRequest>) => ownBooking(app.database.db, actorOf(request)._id, request.params.id);

  app.get('/api/enabler/sessions', enabler, async (request) =>
    enablerSessions(context, actorOf(request)._id, parseInput(SessionListQuery, request.query).scope, app.clock()),
  );
  app.post<SessionRequest>('/api/enabler/sessions/:id/accept', enabler, async (request) =>
    answer(request.params.id, await acceptSession(context, actorOf(request)._id, request.params.id, app.clock())),
  );
  app.post<SessionRequest>('/api/enabler/sessions/:id/decline', enabler, async (request) => {
    const input = parseInput(SessionCancelBody, request.body ?? {});
    return answer(request.params.id, await declineSession(context, actorOf(request)._id, request.params.id, input.note, app.clock()));
  });
  app.post<SessionRequest>('/api/enabler/sessions/:id/cancel', enabler, async (request) => {
    const input = parseInput(SessionCancelBody, request.body ?? {});
    const booking = await mine(request);
    return answer(
      booking.id,
      await cancelSession(context, booking.id, { kind: 'enabler', userId: actorOf(request)._id }, input.note, app.clock()),
    );
  });
  app.post<SessionRequest>('/api/enabler/sessions/:id/reschedule', enabler, async (request) => {
    const input = parseInput(SessionRescheduleBody, request.body);
    const booking = await mine(request);
    return answer(
      booking.id,
      await rescheduleSession(context, booking.id, { kind: 'enabler', userId: actorOf(request)._id }, input, app.clock()),
    );
  });
  app.post<SessionRequest>('/api/enabler/sessions/:id/outcome', enabler, async (request) => {
    const input = parseInput(SessionFeedbackBody.pick({ outcome: true }), request.body);
    const booking = await mine(request);
    return answer(booking.id, await recordOutcome(context, booking, 'enabler', input, app.clock()));
  });

  app.get('/api/operator/sessions', staff, async (request) => {
    const query = parseInput(SessionListQuery, request.query);
    return operatorSessions(context, query.scope, app.clock(), query.profileId);
  });
  app.get('/api/operator/sessions/summary', staff, async () => sessionSummary(context, app.clock()));
  app.post<SessionRequest>('/api/operator/sessions/:id/cancel', staff, async (request) => {
    const input = parseInput(StaffSessionCancelBody, request.body);
    const actor = actorOf(request);
    const now = app.clock();
    const message = await cancelSession(context, request.params.id, { kind: 'staff', userId: actor._id }, input.message, now, (trx) =>
      recordAudit(
        trx,
        { action: 'session-cancelled', actorId: actor._id, subject: { kind: 'session', id: request.params.id }, detail: null },
        now,
      ),
    );
    return answer(request.params.id, message);
  });
}
