import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeOfPath, nextEventStart, RENDERED_AT, unlocalizedPath } from '@wfc/shared';
import type { ContentDocuments } from '../content/content.documents';
import { sendEncoded } from '../../lib/http-cache';
import type { AnswerKind } from '../../lib/kept-answers';
import { createPageCache, type PageRender, type RenderedPage } from './page-cache';
import { documentsOfPage } from './page-documents';

type InitialData = Record<string, unknown>;

interface ServerEntry {
  renderDocument(template: string, url: string, data: InitialData, options?: { origin?: string }): Promise<string>;
}

/**
 * The public pages, rendered at request time from the content as the database holds it
 * (decision 021), each kept in memory until content changes.
 */
export interface Pages {
  /** Whether the site has been built (its server entry and page template exist). */
  readonly built: boolean;
  /** Answers a public page: 304 when the browser's copy is current, else the HTML in the encoding it accepts. */
  send(request: FastifyRequest, reply: FastifyReply, pathname: string, status?: number): Promise<FastifyReply>;
  /** The kept page, when its render is done and still current (the kept answers: `lib/kept-answers.ts`). */
  peek(pathname: string): RenderedPage | undefined;
  /** A page rendered with data of one request added (a form's result); never cached. */
  renderWith(pathname: string, extra: InitialData): Promise<string | undefined>;
  /** Forgets every rendered page and content document: called when content changes. */
  clear(): void;
  /** Renders each of these pages ahead of the first visitor. */
  warm(pathnames: readonly string[]): Promise<void>;
}

/** What `send` says of a page besides its HTML, for the kept answers (`lib/kept-answers.ts`). */
export const pageAnswerKind: AnswerKind = {
  cacheControl: 'no-cache',
  vary: 'Accept-Encoding',
  contentType: 'text/html; charset=utf-8',
  etagMatch: 'exact',
};

/** The built site's server entry (`<dist>-ssr/entry-server.js`) and page template (`shell.html`). */
export function createPages(distDir: string, documents: ContentDocuments, origin: string, clock: () => Date = () => new Date()): Pages {
  const entryFile = `${distDir}-ssr/entry-server.js`;
  const templateFile = path.join(distDir, 'shell.html');
  const built = existsSync(entryFile) && existsSync(templateFile);
  let loaded: Promise<{ entry: ServerEntry; template: string }> | undefined;
  const load = () => {
    loaded ??= import(pathToFileURL(entryFile).href).then((entry: ServerEntry) => ({
      entry,
      template: readFileSync(templateFile, 'utf8'),
    }));
    return loaded;
  };

  const dataOf = async (pathname: string): Promise<InitialData> => {
    const paths = documentsOfPage(pathname);
    const locale = localeOfPath(pathname);
    // Passed to the page as they are: the web reads each as its document's shape.
    const read = async (apiPath: (typeof paths)[number]): Promise<[string, unknown]> => [
      apiPath,
      JSON.parse((await documents.read(apiPath, locale)).body),
    ];
    return Object.fromEntries(await Promise.all(paths.map(read)));
  };
  const render = async (pathname: string, extra: InitialData = {}): Promise<PageRender> => {
    const [{ entry, template }, data] = await Promise.all([load(), dataOf(pathname)]);
    // The events page lists upcoming events first (issue 38): ordered by this instant until it hydrates,
    // and rendered again when the next event starts.
    const events = unlocalizedPath(pathname) === '/events' ? (data['/api/events'] as { dateObj: string }[] | undefined) : undefined;
    const now = clock();
    const timed = events ? { [RENDERED_AT]: now.toISOString() } : {};
    const html = await entry.renderDocument(template, pathname, { ...data, ...timed, ...extra }, { origin });
    return { html, expiresAt: events ? nextEventStart(events, now) : undefined };
  };
  const cache = createPageCache(
    (pathname) => render(pathname),
    () => clock().getTime(),
  );

  return {
    built,
    async send(request, reply, pathname, status = 200) {
      const page = await cache.get(pathname);
      reply.code(status).header('ETag', page.etag).header('Cache-Control', pageAnswerKind.cacheControl).header('Vary', pageAnswerKind.vary);
      if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      return sendEncoded(request, reply.type(pageAnswerKind.contentType), { identity: page.bytes, br: page.br, gzip: page.gzip });
    },
    peek: (pathname) => cache.peek(pathname),
    async renderWith(pathname, extra) {
      return built ? (await render(pathname, extra)).html : undefined;
    },
    clear() {
      documents.clear();
      cache.clear();
    },
    async warm(pathnames) {
      for (const pathname of pathnames) await cache.get(pathname);
    },
  };
}
