import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';

/** The app's logger, as far as the kept answers use it. */
type RequestLog = Pick<Logger, 'info' | 'isLevelEnabled'>;

/** A body kept with its strong ETag and compressed forms: a content document, a rendered page. */
interface KeptBody {
  bytes: Buffer;
  etag: string;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
}

/** What every answer of one kind says besides its body. */
export interface AnswerKind {
  cacheControl: string;
  vary: string;
  contentType: string;
  /**
   * `list`: If-None-Match may name several tags, `*` or a weak tag (the JSON documents, as
   * `sendCacheable`); `exact`: only the tag itself (the pages, as `pages.send`).
   */
  etagMatch: 'list' | 'exact';
}

interface Form {
  headers: string[];
  bytes: Buffer;
}

interface Prepared {
  etag: string;
  exact: boolean;
  identity: Form;
  br: Form | undefined;
  gzip: Form | undefined;
  notModified: string[];
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export interface KeptAnswers {
  /**
   * Puts the kept answers between Fastify's HTTP server and its router (`app.routing`, the server's
   * request listener), so they see each request first.
   */
  install(server: Server, routing: RequestListener): void;
  /**
   * Answers `GET url` (that path exactly, with no query) here whenever `find` has its body ready for
   * the request's headers; otherwise, and for every other request, Fastify routes it as usual.
   */
  add(url: string, kind: AnswerKind, find: (headers: IncomingHttpHeaders) => KeptBody | undefined): void;
  /** Where the one line per request goes at `info`: the app's logger. */
  logTo(log: RequestLog): void;
  /** From now on every request goes to Fastify, which answers 503 while it closes. */
  close(): void;
  /** How many requests were answered here (tests). */
  readonly answered: number;
}

/**
 * The kept answers (issue 39): the public reads whose answer the server already keeps as bytes (the
 * content documents, the rendered pages) are answered from the HTTP server's request event, before
 * Fastify routes them, with header lists worked out once per body, encoding and status: the same
 * headers, security headers included, as the routes answer (`kept-answers.test.ts` compares them).
 * What is not ready (a document past its few seconds, a page not rendered since a save) goes to the
 * route, which reads or renders it, and the next request finds it here. The server is Fastify's own,
 * with its timeouts; when HOST names several addresses (`localhost`), the servers Fastify adds for
 * the others route every request.
 */
export function createKeptAnswers(securityHeaders: Record<string, string>, nextRequestId: () => string): KeptAnswers {
  const security = Object.entries(securityHeaders).flat();
  const routes = new Map<string, (headers: IncomingHttpHeaders) => Prepared | undefined>();
  let open = true;
  let answered = 0;
  let log: RequestLog | undefined;

  const answer = (request: IncomingMessage, response: ServerResponse, prepared: Prepared) => {
    answered++;
    // One line per request at info, as the routes write it (`request-log.ts`).
    if (log?.isLevelEnabled('info')) logWhenFinished(log, nextRequestId(), request, response);
    const headers = request.headers;
    const tag = headers['if-none-match'];
    if (tag !== undefined && (prepared.exact ? tag === prepared.etag : matchesEtag(tag, prepared.etag))) {
      response.writeHead(304, prepared.notModified);
      response.end();
      return;
    }
    const accepted = headers['accept-encoding'] ?? '';
    const form =
      (prepared.br && /\bbr\b/.test(accepted) && prepared.br) ||
      (prepared.gzip && /\bgzip\b/.test(accepted) && prepared.gzip) ||
      prepared.identity;
    response.writeHead(200, form.headers);
    response.end(form.bytes);
  };

  return {
    install(server, routing) {
      // Fastify makes its server with the router as the request listener; should that change, the
      // app must not start with two listeners answering one request.
      if (!server.listeners('request').includes(routing))
        throw new Error('the kept answers found no Fastify router listening on the HTTP server');
      server.removeListener('request', routing);
      server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        if (open && request.method === 'GET') {
          const prepared = routes.get(request.url ?? '')?.(request.headers);
          if (prepared) return answer(request, response, prepared);
        }
        routing(request, response);
      });
    },
    add(url, kind, find) {
      const prepared = new WeakMap<KeptBody, Prepared>();
      routes.set(url, (headers) => {
        const body = find(headers);
        if (!body) return undefined;
        let forms = prepared.get(body);
        if (!forms) {
          forms = prepare(security, kind, body);
          prepared.set(body, forms);
        }
        return forms;
      });
    },
    logTo(logger) {
      log = logger;
    },
    close() {
      open = false;
    },
    get answered() {
      return answered;
    },
  };
}

/** The header lists of one body, in the order the routes set them. */
function prepare(security: string[], kind: AnswerKind, body: KeptBody): Prepared {
  const caching = ['etag', body.etag, 'cache-control', kind.cacheControl, 'vary', kind.vary];
  const form = (bytes: Buffer, encoding?: string): Form => ({
    bytes,
    headers: [
      ...security,
      ...caching,
      'content-type',
      kind.contentType,
      ...(encoding ? ['content-encoding', encoding] : []),
      'content-length',
      String(bytes.length),
    ],
  });
  return {
    etag: body.etag,
    exact: kind.etagMatch === 'exact',
    identity: form(body.bytes),
    br: body.br && form(body.br, 'br'),
    gzip: body.gzip && form(body.gzip, 'gzip'),
    notModified: [...security, ...caching],
  };
}

/** Whether an If-None-Match header names `etag` (a list; `*`; a weak comparison). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

function logWhenFinished(log: RequestLog, id: string, request: IncomingMessage, response: ServerResponse) {
  const started = performance.now();
  response.once('finish', () => {
    log.info(
      {
        reqId: id,
        req: { id, method: request.method, url: request.url },
        res: { statusCode: response.statusCode },
        responseTime: performance.now() - started,
      },
      'request completed',
    );
  });
}
