import { EventRegisterBody, GuestTokenBody, localeOfPath, locales, localizedPath, type Locale } from '@wfc/shared';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { privateAnswer } from '../../lib/private-answer';
import { maskEmail } from '../../lib/redact';
import { parseInput } from '../../lib/validate';
import { notBuilt } from '../../plugins/web';
import { slugsIn } from '../content/content.documents';
import { formAction } from '../page-forms/form-action';
import { eventsContextOf } from './event-context';
import { readShownEvent } from './event-public.service';
import { acceptOffer, cancelRegistration, readRegistration, register } from './event-registration.service';

type IdRequest = { Params: { id: string } };

/** The language of an answer: Accept-Language for the API (the site's scripts send the page's), the page's own for its plain post. */
function languageOf(request: FastifyRequest): Locale {
  return request.url.startsWith('/api/') ? request.locale : localeOfPath(request.url);
}

/** The event a registration is for: the API names it in `:id` (its id or slug), its page's plain post in `:slug`. */
function eventOf(request: FastifyRequest): string {
  const { id, slug } = request.params as { id?: string; slug?: string };
  return id ?? slug ?? '';
}

/** An event's Register form (issue 30), as its API route and its page's plain post both run it. */
export const eventRegistrationAction = formAction({
  route: 'POST /api/events/:id/registrations',
  successStatus: 201,
  async run(app, request, body) {
    const input = parseInput(EventRegisterBody, body);
    const eventId = eventOf(request);
    const answer = await register(eventsContextOf(app), eventId, input, languageOf(request), app.clock(), normalizeIP(request.ip));
    request.log.info({ eventId, to: maskEmail(input.email), status: answer.status }, 'event registration');
    return answer;
  },
});

/** Whether the site shows an event at this slug: one the public list has (not hidden, not in the trash). */
export async function showsEvent(app: FastifyInstance, slug: string): Promise<boolean> {
  return /^[a-z0-9-]{1,100}$/.test(slug) && slugsIn(await app.contentDocuments.read('/api/events')).has(slug);
}

/**
 * The public side of events (issue 30): each event's page (/events/<slug>, rendered like a blog
 * post's from the events list and kept until a content save; the 404 page for any other slug), one
 * event with its places left now, registration (rate limited like the other public forms; its page's
 * plain post is features/page-forms'), and a guest's own link: read, cancel, take an offered place.
 */
export async function eventRoutes(app: FastifyInstance) {
  const context = eventsContextOf(app);
  const forms = { config: { rateLimit: app.limits.forms } };

  for (const locale of locales) {
    const prefix = localizedPath(locale, '/events');
    app.get<{ Params: { slug: string } }>(`${prefix}/:slug`, async (request, reply) => {
      if (!app.pages.built) return notBuilt(reply);
      const { slug } = request.params;
      if (await showsEvent(app, slug)) return app.pages.send(request, reply, `${prefix}/${slug}`);
      return app.pages.send(request, reply, localizedPath(locale, '/404'), 404);
    });
  }

  app.get<IdRequest>('/api/events/:id', async (request, reply) => {
    const event = await readShownEvent(app.database, request.params.id, languageOf(request), app.clock());
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language');
    return event;
  });

  app.post<IdRequest>('/api/events/:id/registrations', forms, async (request, reply) =>
    reply.code(eventRegistrationAction.successStatus).send(await eventRegistrationAction.run(app, request, request.body)),
  );

  // Her link's token travels only in the body (never in a URL a log or a history keeps).
  const token = (request: FastifyRequest) => parseInput(GuestTokenBody, request.body).token;
  // What her link opens is hers alone (her door code, the online link): never cached, no referrer.
  const ownLink = { ...forms, onRequest: privateAnswer };
  app.post('/api/events/registration', ownLink, async (request) =>
    readRegistration(context, token(request), languageOf(request), app.clock()),
  );
  app.post('/api/events/registration/cancel', ownLink, async (request) =>
    cancelRegistration(context, token(request), languageOf(request), app.clock()),
  );
  app.post('/api/events/registration/accept', ownLink, async (request) =>
    acceptOffer(context, token(request), languageOf(request), app.clock()),
  );
}
