import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  bookingProfileOf,
  dashboardSubPaths,
  defaultLocale,
  fillTemplate,
  locales,
  localeOfPath,
  localizedPath,
  pageLocaleOfPath,
  pseudoLocale,
  publicPaths,
  staffPaths,
  privatePaths,
  type Locale,
  type PageLocale,
} from '@wfc/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageAnswerKind } from '../features/pages/pages';
import { notFound } from '../lib/app-error';
import { sendEncoded } from '../lib/http-cache';

const NOT_BUILT = 'The site has not been built yet: run npm run build.';

/**
 * Serves the built site: hashed assets cached for a year, other files for a day, HTML never
 * cached without revalidation. Public pages are rendered from the database at request time and
 * kept until content changes (`app.pages`, decision 021); the dashboards and the one-person pages
 * get the app shell; unknown paths get the 404 page with a real 404 status; unknown /api paths a
 * JSON 404.
 */
export async function registerWeb(app: FastifyInstance, distDir: string, options: { pseudoLocale?: boolean } = {}) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      redirect: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.endsWith('.html')) res.header('Cache-Control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'public, max-age=86400');
      },
    });
  }

  // Each screen of the router is a route of its own, so it wins over the static files' wildcard.
  // Every language's copy of each page: `/events` and `/ml/events` (shared/src/locales.ts).
  // With PSEUDO_LOCALE (tests only) the public pages in the pseudo-locale too, under `/pseudo`.
  const pageLocales: readonly PageLocale[] = options.pseudoLocale ? [...locales, pseudoLocale] : locales;
  // A page rendered since the last save is answered before routing (the kept answers, issue 39).
  for (const route of pageLocales.flatMap((locale) => publicPaths.map((pathname) => localizedPath(locale, pathname)))) {
    app.get(route, (request, reply) => (app.pages.built ? app.pages.send(request, reply, route) : notBuilt(reply)));
    if (app.pages.built) app.keptAnswers.add(route, pageAnswerKind, () => app.pages.peek(route));
  }

  // The shell with the compressed variants the build wrote beside it, and a copy per language that
  // names the page's language. Read once: a new build needs a restart, as new hashed assets do.
  // A dashboard's screens and tabs have addresses of their own (`/admin/users`); other paths below
  // a dashboard are unknown, so a mistyped bookmark gets the 404 page.
  const shells = hasBuild ? loadShells(path.join(distDir, 'shell.html')) : undefined;
  for (const locale of locales)
    for (const bare of [...staffPaths, ...dashboardSubPaths, ...privatePaths]) {
      const isPrivate = (privatePaths as readonly string[]).includes(bare);
      app.get(localizedPath(locale, bare), (request, reply) => {
        // A page for one person (the requester's): no search engine lists it, and no link on it tells
        // another site where the visitor came from.
        if (isPrivate) reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer');
        const shell = shells?.[locale];
        if (!shell) return notBuilt(reply);
        // Nor does any cache keep it, the browser's back-forward cache included: after she signs out
        // on a shared computer, Back shows no page of hers (issue 28).
        return sendShell(request, reply, shell, isPrivate ? 'no-store' : 'no-cache');
      });
    }

  // An enabler's booking page (`/book/<profileId>`, issue 31): the shell, which asks for her slots
  // (they change by the minute, so no page is rendered); an address that is no profile id is the 404 page.
  for (const locale of locales) {
    app.get<{ Params: { profileId: string } }>(`${localizedPath(locale, '/book')}/:profileId`, (request, reply) => {
      const shell = shells?.[locale];
      if (!shell) return notBuilt(reply);
      if (bookingProfileOf(`/book/${request.params.profileId}`) === undefined)
        return app.pages.send(request, reply, localizedPath(locale, '/404'), 404);
      return sendShell(request, reply, shell, 'no-cache');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodePath(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send(notFound('There is no such API endpoint.').toBody());
    }
    const locale = options.pseudoLocale ? pageLocaleOfPath(pathname) : localeOfPath(pathname);
    if (app.pages.built) return app.pages.send(request, reply, localizedPath(locale, '/404'), 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('Page not found');
  });
}

/** The answer for a page while the site has not been built. */
export function notBuilt(reply: FastifyReply) {
  return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
}

interface Shell {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

function loadShells(file: string): Record<Locale, Shell> | undefined {
  if (!existsSync(file)) return undefined;
  const optional = (variant: string) => (existsSync(variant) ? readFileSync(variant) : undefined);
  const english: Shell = { html: readFileSync(file, 'utf8'), br: optional(`${file}.br`), gzip: optional(`${file}.gz`) };
  const shellIn = (locale: Locale): Shell => {
    if (locale === defaultLocale) return english;
    const html = fillTemplate(english.html, [['<html lang="en">', `<html lang="${locale}">`]]);
    return { html, br: brotliCompressSync(html), gzip: gzipSync(html) };
  };
  return Object.fromEntries(locales.map((locale) => [locale, shellIn(locale)])) as Record<Locale, Shell>;
}

function sendShell(request: FastifyRequest, reply: FastifyReply, shell: Shell, cacheControl: 'no-cache' | 'no-store') {
  reply.code(200).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  return sendEncoded(request, reply, { identity: shell.html, br: shell.br, gzip: shell.gzip });
}

function decodePath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
