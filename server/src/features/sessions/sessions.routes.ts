import {
  BookingBody,
  EnablerSchedule,
  SessionCancelBody,
  SessionFeedbackBody,
  SessionRescheduleBody,
  SessionTokenBody,
  SlotsQuery,
  sessionMessages,
} from '@wfc/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { privateAnswer } from '../../lib/private-answer';
import { maskEmail } from '../../lib/redact';
import { parseInput } from '../../lib/validate';
import { actorOf, requireRole } from '../auth/require-role';
import { requireMember, memberSessionOf } from '../member-sign-in/member-session';
import { book, bookingByToken, confirmAddress, menteeView } from './session-booking.service';
import { cancelSession, recordOutcome, rescheduleSession } from './session-change.service';
import { sessionsContextOf } from './session-context';
import { memberSessions } from './session-desk.service';
import { bookableEnablers, bookingOptions, readOwnSchedule, saveOwnSchedule, slotsOf } from './session-schedule.service';

type ProfileRequest = { Params: { profileId: string } };

const MemberBookingBody = BookingBody.extend({ profileId: z.number({ error: sessionMessages.enablerNotFound }).int().positive() });

/** A profile id from the path, or a 404. */
function profileIdOf(request: FastifyRequest<ProfileRequest>): number {
  const id = Number(request.params.profileId);
  if (!/^\d{1,9}$/.test(request.params.profileId) || !Number.isSafeInteger(id)) throw notFound(sessionMessages.enablerNotFound);
  return id;
}

/**
 * The public side of sessions (issue 31): an enabler's own schedule, who is bookable, one enabler's
 * options and free slots, booking (rate limited as the public forms are), the mentee's link (read,
 * confirm her address, cancel, move, feedback), and a signed-in member's bookings.
 */
export async function sessionRoutes(app: FastifyInstance) {
  const context = sessionsContextOf(app);
  const forms = { config: { rateLimit: app.limits.forms } };
  // What her link opens is hers alone (names, the meeting link): never cached, no referrer.
  const ownLink = { ...forms, onRequest: privateAnswer };
  const enabler = { preHandler: requireRole(app, 'enabler') };
  const member = { preHandler: requireMember(app) };

  app.get('/api/enabler/schedule', enabler, async (request) => readOwnSchedule(context, actorOf(request)._id));
  app.put('/api/enabler/schedule', enabler, async (request) => {
    const saved = await saveOwnSchedule(context, actorOf(request)._id, parseInput(EnablerSchedule, request.body), app.clock());
    request.log.info({ by: actorOf(request)._id, profileId: saved.profileId }, 'session schedule saved');
    return saved;
  });

  app.get('/api/enablers/bookable', async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return bookableEnablers(context, app.clock());
  });
  app.get<ProfileRequest>('/api/enablers/:profileId/booking', async (request, reply) => {
    void reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language');
    return bookingOptions(context, profileIdOf(request), request.locale, app.clock());
  });
  app.get<ProfileRequest>('/api/enablers/:profileId/slots', async (request, reply) => {
    const query = parseInput(SlotsQuery, request.query);
    void reply.header('cache-control', 'no-store');
    return slotsOf(context, profileIdOf(request), query, app.clock());
  });
  app.post<ProfileRequest>('/api/enablers/:profileId/bookings', forms, async (request, reply) => {
    const profileId = profileIdOf(request);
    const input = parseInput(BookingBody, request.body);
    const answer = await book(context, profileId, input, request.locale, app.clock(), { client: request.ip });
    request.log.info({ profileId, to: maskEmail(input.email), status: answer.status }, 'session booked');
    return reply.code(answer.status === 'unconfirmed' ? 202 : 201).send(answer);
  });

  // Her link: the token in the body, never in a URL.
  const token = (request: FastifyRequest) => parseInput(SessionTokenBody, request.body).token;
  app.post('/api/sessions/booking', ownLink, async (request) =>
    menteeView(app.database.db, await bookingByToken(app.database.db, token(request)), app.clock()),
  );
  app.post('/api/sessions/booking/confirm', ownLink, async (request) => confirmAddress(context, token(request), app.clock()));
  app.post('/api/sessions/booking/cancel', ownLink, async (request) => {
    const input = parseInput(SessionCancelBody, request.body);
    const booking = await bookingByToken(app.database.db, input.token);
    const message = await cancelSession(context, booking.id, { kind: 'mentee' }, input.note, app.clock());
    return { session: await menteeView(app.database.db, await bookingByToken(app.database.db, input.token), app.clock()), message };
  });
  app.post('/api/sessions/booking/reschedule', ownLink, async (request) => {
    const input = parseInput(SessionRescheduleBody, request.body);
    const booking = await bookingByToken(app.database.db, input.token);
    const message = await rescheduleSession(context, booking.id, { kind: 'mentee' }, input, app.clock());
    return { session: await menteeView(app.database.db, await bookingByToken(app.database.db, input.token), app.clock()), message };
  });
  app.post('/api/sessions/booking/feedback', ownLink, async (request) => {
    const input = parseInput(SessionFeedbackBody, request.body);
    const booking = await bookingByToken(app.database.db, input.token);
    const message = await recordOutcome(context, booking, 'mentee', input, app.clock());
    return { session: await menteeView(app.database.db, await bookingByToken(app.database.db, input.token), app.clock()), message };
  });

  // A signed-in member books with her verified address: held at once (201).
  app.get('/api/member/sessions', member, async (request) => memberSessions(context, memberSessionOf(request).email, app.clock()));
  app.post('/api/member/sessions', { ...member, ...forms }, async (request, reply) => {
    const input = parseInput(MemberBookingBody, request.body);
    const answer = await book(context, input.profileId, input, request.locale, app.clock(), {
      client: request.ip,
      verifiedEmail: memberSessionOf(request).email,
    });
    request.log.info({ profileId: input.profileId, status: answer.status }, 'session booked by a member');
    return reply.code(answer.status === 'unconfirmed' ? 202 : 201).send(answer);
  });
}
