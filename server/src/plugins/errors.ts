import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError } from '../lib/app-error';

const GENERIC_500 = 'Something went wrong on our side. Please try again later.';

/** Maps every failure to the one error shape; unexpected ones are logged and hidden behind a generic 500. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const known = toAppError(error);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (known.retryAfterSeconds !== undefined) reply.header('Retry-After', String(known.retryAfterSeconds));
      return reply.code(known.statusCode).send(known.toBody());
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(new AppError(500, 'INTERNAL', GENERIC_500).toBody());
  });
}

function toAppError(error: FastifyError | AppError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    const unavailable = new AppError(503, 'SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.');
    unavailable.retryAfterSeconds = 5;
    return unavailable;
  }
  switch (error.code) {
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
