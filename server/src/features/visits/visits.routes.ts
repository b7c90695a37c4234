import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  articleSlugOf,
  eventSlugOf,
  localeOfPath,
  localizedPath,
  locales,
  publicPaths,
  unlocalizedPath,
  VisitBeaconBody,
  VisitsQuery,
} from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate';
import { requireRole } from '../auth/require-role';
import { createVisitCounter, type VisitCounter } from './visit-counter';
import { clientAddressReader, isUncounted, referrerHostOf, rememberedAgentTraits } from './visit-traits';
import { periodOf, visitsCsv, visitsReport } from './visits.service';

/** Beacons a client address may send a minute; past it they are answered 204 and not counted. */
const BEACONS_PER_MINUTE = 60;
/** A beacon's body is a path and a referrer: anything longer is not one. */
const BEACON_BODY_LIMIT = 4 * 1024;

// The counter of each app, by its HTTP server (a Fastify instance's plugins share it), for its tests.
const counters = new WeakMap<object, VisitCounter>();

/** The app's visit counter: tests flush it (`visitCounterOf(app).flush()`) rather than wait for its timer. */
export function visitCounterOf(app: FastifyInstance): VisitCounter {
  const counter = counters.get(app.server);
  if (!counter) throw new Error('the visits feature is not registered on this app');
  return counter;
}

/**
 * Visits counted without cookies or personal data (issue 43, docs/analytics.md): every public page
 * served as HTML (kept or rendered), the in-app page views' beacon, and the staff's figures.
 */
export async function visitsRoutes(app: FastifyInstance) {
  const counter = createVisitCounter(app.database, app.clock, app.log);
  counters.set(app.server, counter);
  app.addHook('onClose', async () => counter.close());
  const ownHost = new URL(app.config.publicUrl).hostname.toLowerCase();
  const pages = new Set(locales.flatMap((locale) => publicPaths.map((pathname) => localizedPath(locale, pathname))));
  const addressOf = clientAddressReader(app.config.trustProxy);
  const traitsOf = rememberedAgentTraits();

  countServedPages(app, (request) => {
    const path = servedPagePath(request.url ?? '', pages);
    if (path === undefined) return undefined;
    const userAgent = request.headers['user-agent'] ?? '';
    const traits = traitsOf(userAgent);
    if (isUncounted(request.headers, traits)) return undefined;
    return () =>
      counter.record({
        path: unlocalizedPath(path),
        locale: localeOfPath(path),
        referrerHost: referrerHostOf(request.headers.referer, ownHost, request.headers.host),
        device: traits.device,
        address: addressOf(request.socket.remoteAddress, headerText(request.headers['x-forwarded-for'])),
        userAgent,
      });
  });

  // The beacon answers 204 whatever it is sent (navigator.sendBeacon reads no answer): refused input,
  // a body too long or of another type, and a client over its budget are simply not counted.
  await app.register(async (beacon) => {
    beacon.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    beacon.setErrorHandler((_error, _request, reply) => reply.code(204).send());
    beacon.post(
      '/api/visits',
      { bodyLimit: BEACON_BODY_LIMIT, config: { rateLimit: { max: BEACONS_PER_MINUTE, timeWindow: 60_000 } } },
      async (request, reply) => {
        const body = VisitBeaconBody.safeParse(typeof request.body === 'string' ? parseJson(request.body) : request.body);
        const site = request.headers['sec-fetch-site'];
        const userAgent = request.headers['user-agent'] ?? '';
        const traits = traitsOf(userAgent);
        if (body.success && !isUncounted(request.headers, traits) && (site === undefined || site === 'same-origin')) {
          const path = body.data.path;
          if (pages.has(path) || (isSlugPage(path) && app.pages.peek(path) !== undefined)) {
            counter.record({
              path: unlocalizedPath(path),
              locale: localeOfPath(path),
              referrerHost: referrerHostOf(body.data.referrer, ownHost, request.headers.host),
              device: traits.device,
              address: request.ip,
              userAgent,
            });
          }
        }
        return reply.code(204).send();
      },
    );
  });

  const staff = { preHandler: requireRole(app, 'admin', 'operator') };
  app.get('/api/admin/analytics/visits', staff, async (request) =>
    visitsReport(app.database.db, parseInput(VisitsQuery, request.query), app.clock()),
  );
  app.get('/api/admin/analytics/visits.csv', staff, async (request, reply) => {
    const query = parseInput(VisitsQuery, request.query);
    const { from, to } = periodOf(query, app.clock());
    const report = await visitsReport(app.database.db, { from, to }, app.clock());
    return reply
      .type('text/csv; charset=utf-8; header=present')
      .header('Content-Disposition', `attachment; filename="visits-${from}-${to}.csv"`)
      .send(visitsCsv(report));
  });
}

/**
 * For each GET of a page `pick` chooses, calls what it returns once the answer is 200 or 304: the kept answers
 * (`lib/kept-answers.ts`) answer public pages before Fastify routes them, so the server's request
 * event is the one place that sees every page served. A kept page is answered synchronously; a
 * render is watched until it finishes. Requests made with `inject()` are not seen.
 */
function countServedPages(app: FastifyInstance, pick: (request: IncomingMessage) => (() => void) | undefined) {
  type Listener = (request: IncomingMessage, response: ServerResponse) => void;
  const [answer, ...others] = app.server.listeners('request') as Listener[];
  if (!answer || others.length > 0) throw new Error('the visits expected one request listener on the HTTP server');
  const shown = (response: ServerResponse, count: () => void) => {
    if (response.statusCode === 200 || response.statusCode === 304) count();
  };
  app.server.removeListener('request', answer);
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    answer(request, response);
    if (request.method !== 'GET' || request.url?.startsWith('/api/')) return;
    const count = pick(request);
    if (!count) return;
    if (response.writableEnded) shown(response, count);
    else response.once('finish', () => shown(response, count));
  });
}

/** The page a request's URL names (without its query or a trailing slash), if it is a public page; else undefined. */
function servedPagePath(url: string, pages: ReadonlySet<string>): string | undefined {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  return pages.has(path) || isSlugPage(path) ? path : undefined;
}

/** A blog post's, an event's or a newsletter's own page: public when the server has its page (a 200, or a kept render). */
function isSlugPage(path: string): boolean {
  const bare = unlocalizedPath(path);
  return articleSlugOf(bare) !== undefined || eventSlugOf(bare) !== undefined || /^\/newsletters\/[a-z0-9-]+$/.test(bare);
}

function parseJson(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}
