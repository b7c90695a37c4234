import { EventRegisterBody, eventMessages, GuestTokenBody } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { answerLocale } from '../../lib/localize';
import { maskEmail } from '../../lib/redact';
import { parseInput } from '../../lib/validate';
import { toLocalizedEvent } from '../content/content.presenters';
import { eventsContextOf } from './event-context';
import { acceptOffer, cancelRegistration, readRegistration, register } from './event-registration.service';
import * as repository from './event-registrations.repository';
import { publicRegistration } from './event-settings';

type IdRequest = { Params: { id: string } };

/**
 * The public side of events (issue 30): one event with its places left now, registration (rate
 * limited like the other public forms), and a guest's own link: read, cancel, take an offered place.
 */
export async function eventRoutes(app: FastifyInstance) {
  const context = eventsContextOf(app);
  const forms = { config: { rateLimit: app.limits.forms } };
  const language = (request: { headers: Record<string, string | string[] | undefined> }) => answerLocale(request.headers['accept-language'] as string | undefined);

  app.get<IdRequest>('/api/events/:id', async (request, reply) => {
    const row = await repository.findEvent(app.database.db, request.params.id);
    if (!row || row.hidden === 1 || row.deleted_at !== null) throw notFound(eventMessages.notFound);
    const locale = language(request);
    const held = (await repository.heldCounts(app.database.db, [row.id])).get(row.id) ?? 0;
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language');
    return { ...toLocalizedEvent(row, locale), registration: publicRegistration(row, held, app.clock(), locale) };
  });

  app.post<IdRequest>('/api/events/:id/registrations', forms, async (request, reply) => {
    const input = parseInput(EventRegisterBody, request.body);
    const answer = await register(context, request.params.id, input, language(request), app.clock());
    request.log.info({ eventId: request.params.id, to: maskEmail(input.email), status: answer.status }, 'event registration');
    return reply.code(201).send(answer);
  });

  // Her link's token travels only in the body (never in a URL a log or a history keeps).
  app.post('/api/events/registration', forms, async (request) => readRegistration(context, parseInput(GuestTokenBody, request.body).token, language(request), app.clock()));
  app.post('/api/events/registration/cancel', forms, async (request) => cancelRegistration(context, parseInput(GuestTokenBody, request.body).token, language(request), app.clock()));
  app.post('/api/events/registration/accept', forms, async (request) => acceptOffer(context, parseInput(GuestTokenBody, request.body).token, language(request), app.clock()));
}
