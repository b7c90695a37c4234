import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { knownPaths, privatePaths } from '@wfc/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/app-error';

/**
 * Serves the built site: hashed assets cached for a year, other files for a day, HTML never
 * cached. Known routes get their prerendered page (or the app shell); unknown paths get the 404
 * page with a real 404 status; unknown /api paths get a JSON 404.
 */
export async function registerWeb(app: FastifyInstance, distDir: string) {
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

  // Each page with the compressed variants the build wrote beside it. Read once: a new build
  // needs a restart, as new hashed assets do.
  const pages = new Map<string, Page | null>();
  const readPage = (file: string): Page | undefined => {
    if (!hasBuild) return undefined;
    if (!pages.has(file)) pages.set(file, loadPage(path.join(distDir, file)));
    return pages.get(file) ?? undefined;
  };

  const sendHtml = (request: FastifyRequest, reply: FastifyReply, status: number, page: Page) => {
    reply.code(status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (page.br && /\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
    if (page.gzip && /\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  };

  // Each screen of the router is a route of its own, so it wins over the static files' wildcard.
  for (const route of knownPaths) {
    const isPrivate = (privatePaths as readonly string[]).includes(route);
    app.get(route, (request, reply) => {
      // A page for one person (the requester's): no search engine lists it, and no link on it tells
      // another site where the visitor came from.
      if (isPrivate) reply.header('X-Robots-Tag', 'noindex, nofollow').header('Referrer-Policy', 'no-referrer');
      // Screens that are not prerendered (the staff dashboards) get the empty app shell.
      const page = readPage(pageFile(route)) ?? readPage('shell.html');
      if (page) return sendHtml(request, reply, 200, page);
      return reply.code(503).type('text/plain; charset=utf-8').send('The site has not been built yet: run npm run build.');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = decodePath(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send(notFound('There is no such API endpoint.').toBody());
    }
    const page404 = readPage('404.html');
    if (page404) return sendHtml(request, reply, 404, page404);
    return reply.code(404).type('text/plain; charset=utf-8').send('Page not found');
  });
}

interface Page {
  html: string;
  br?: Buffer;
  gzip?: Buffer;
}

function loadPage(file: string): Page | null {
  if (!existsSync(file)) return null;
  const optional = (variant: string) => (existsSync(variant) ? readFileSync(variant) : undefined);
  return { html: readFileSync(file, 'utf8'), br: optional(`${file}.br`), gzip: optional(`${file}.gz`) };
}

function decodePath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The prerendered file of a route: `/` is index.html, `/events` is events/index.html. */
function pageFile(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '');
  return clean === '' ? 'index.html' : path.join(clean.slice(1), 'index.html');
}
