import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@wfc/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../lib/app-error';
import { answerLocale, LocalText, localizeErrorBody, localizeText, serializeIn } from '../lib/localize';

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer's language, read once from Accept-Language (lib/localize's answerLocale): English unless Malayalam is preferred. */
    readonly locale: 'en' | 'ml';
  }
}

const GENERIC_500 = 'Something went wrong on our side. Please try again later.';
const BAD_URL = 'That address is not valid. Please check the link and try again.';

/**
 * Maps every failure to the one error shape; unexpected ones are logged and hidden behind a generic
 * 500. Errors and success messages alike answer in the language the client asks for.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return languageOf(this);
    },
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => answerError(error, request, reply));
  app.addHook('preSerialization', async (request, reply, payload) => localizeSuccess(request, reply, payload));
}

/** Each request's language, worked out the first time it is asked for (even before routing, for an error). */
const locales = new WeakMap<FastifyRequest, 'en' | 'ml'>();

function languageOf(request: FastifyRequest): 'en' | 'ml' {
  let locale = locales.get(request);
  if (!locale) {
    locale = answerLocale(request.headers['accept-language']);
    locales.set(request, locale);
  }
  return locale;
}

/** Error bodies already in the client's language (sendLocalized), which the hook passes by. */
const localizedBodies = new WeakSet<object>();

/**
 * A JSON answer's texts in the language the client asked for, looked up as errors are: a 2xx
 * answer's `message` (and `error`, if it has one), the rest being data; an error body a route sent
 * itself (`reply.code(404).send(notFound(...).toBody())`) as the error handler would have.
 */
function localizeSuccess(request: FastifyRequest, reply: FastifyReply, answer: unknown): unknown {
  // The services' messages (LocalText, wherever they are in the answer) say themselves as the answer
  // is serialized; in English that is what their toJSON does anyway.
  const locale = languageOf(request);
  if (locale !== 'en') reply.serializer(serializeIn(locale));
  if (!answer || typeof answer !== 'object' || Array.isArray(answer) || localizedBodies.has(answer)) return answer;
  const said = answer as Record<string, unknown>;
  const body =
    said.message instanceof LocalText || said.error instanceof LocalText
      ? { ...said, ...topLevelText(said, 'message', locale), ...topLevelText(said, 'error', locale) }
      : said;
  if (typeof body.message !== 'string' && typeof body.error !== 'string') return body;
  const failed = reply.statusCode >= 400 && typeof body.code === 'string' && typeof body.message === 'string';
  if (!failed && (reply.statusCode < 200 || reply.statusCode >= 300)) return body;
  const spoken = speakIn(request, reply);
  if (spoken === 'en') return body;
  if (failed) return { ...body, ...localizeErrorBody(body as unknown as ErrorBody, spoken) };
  const localized = { ...body };
  for (const key of ['message', 'error'] as const) {
    const text = body[key];
    if (typeof text === 'string') localized[key] = localizeText(text, spoken);
  }
  return localized;
}

/** An answer's top-level `message` or `error` said in `locale` when it is a LocalText (then it is looked up as the English texts are). */
function topLevelText(body: Record<string, unknown>, key: 'message' | 'error', locale: 'en' | 'ml'): Record<string, string> {
  const value = body[key];
  return value instanceof LocalText ? { [key]: value.in(locale) } : {};
}

/** The answer's language (Accept-Language), said in `Content-Language`; caches keep one copy a language. */
function speakIn(request: FastifyRequest, reply: FastifyReply): 'en' | 'ml' {
  // Not `request.locale`: a request Fastify refuses before routing (frameworkErrors) is made without the decorations.
  const locale = languageOf(request);
  reply.header('Content-Language', locale).header('Vary', 'Accept-Language');
  return locale;
}

function answerError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const known = toAppError(error);
  if (known) {
    if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (known.retryAfterSeconds !== undefined) reply.header('Retry-After', String(known.retryAfterSeconds));
    return sendLocalized(request, reply.code(known.statusCode), known);
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendLocalized(request, reply.code(500), new AppError(500, 'INTERNAL', GENERIC_500));
}

/** The error in the language the client asked for (Accept-Language); English when it names none. */
function sendLocalized(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const body = localizeErrorBody(error.toBody(), speakIn(request, reply), error.messageTemplate);
  localizedBodies.add(body);
  return reply.send(body);
}

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (a malformed URL, a parameter too
 * long) skips the hooks and the error handler, so this answers in the one shape and adds the
 * security headers itself. The URL is never echoed.
 */
export function frameworkErrorHandler(securityHeaders: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(securityHeaders);
    return answerError(error, request, reply);
  };
}

/**
 * Fastify's `clientErrorHandler` (the raw server's `clientError`): malformed HTTP that never
 * becomes a request gets a plain answer in the one shape, with the security headers, and the
 * connection is closed, as Node's own handler does.
 */
export function clientErrorHandler(securityHeaders: Record<string, string>) {
  return function onClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    // A reset connection has gone; there is no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const answer =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new AppError(408, 'REQUEST_TIMEOUT', 'The request took too long to arrive. Please try again.')
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? new AppError(431, 'HEADERS_TOO_LARGE', 'That request has too many or too large headers.')
          : new AppError(400, 'BAD_REQUEST', 'That request could not be read.');
    this.log.debug({ code: error.code }, 'malformed request refused');
    // As Node does: never write into a response already under way on this connection.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify(answer.toBody());
    const headers = {
      ...securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${answer.statusCode} ${STATUS_CODES[answer.statusCode]}\r\n${head}\r\n${body}`, () => socket.destroy());
  };
}

function toAppError(error: FastifyError | AppError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    const unavailable = new AppError(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.');
    unavailable.retryAfterSeconds = 5;
    return unavailable;
  }
  switch (error.code) {
    // PostgreSQL refuses a NUL (or bytes it cannot encode) in text that reached a query: the input's fault, not ours.
    case '22021':
    case '22P05':
      return new AppError(400, 'VALIDATION_FAILED', 'That request contains characters we cannot accept.');
    case 'FST_ERR_BAD_URL':
      return new AppError(400, 'BAD_URL', BAD_URL);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'BODY_TOO_LARGE', 'That request is too large. Please shorten it and try again.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please send the form as JSON.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, 'INVALID_JSON', 'We could not read that request. Please send valid JSON.');
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (error instanceof SyntaxError && status === 400) {
    return new AppError(400, 'INVALID_JSON', 'We could not read that request. Please send valid JSON.');
  }
  if (status >= 400 && status < 500) {
    // Client errors raised by Fastify itself (bad headers, unsupported methods...): a plain, safe text.
    return new AppError(status, status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', 'That request could not be processed.');
  }
  return undefined;
}
