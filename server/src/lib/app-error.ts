import type { ErrorBody, ErrorCode } from '@wfc/shared';
import { LocalText, type TextValue } from './localize';

/** A failure to show the caller: a status, a stable code and a message written for a visitor. */
export class AppError extends Error {
  /** Seconds the caller should wait before trying again; sent as `Retry-After` (429 answers). */
  retryAfterSeconds?: number;
  /** For a text that varies: its catalog key (`... wait {seconds} seconds ...`) and values, so a translation can place them. */
  messageTemplate?: LocalText;

  /** `message` is English, or a LocalText (`text(template, values)`) the answer puts in the reader's language. */
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string | LocalText,
    readonly fields?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : message.in('en'));
    this.name = 'AppError';
    if (message instanceof LocalText) this.messageTemplate = message;
  }

  /** The same error, with the catalog key of its varying text (`... {place} ...`) and the values that fill it. */
  withTemplate(id: string, values: Record<string, TextValue>): this {
    this.messageTemplate = new LocalText(id, values);
    return this;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { error: this.message, message: this.message, code: this.code };
    if (this.fields) body.fields = this.fields;
    return body;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, 'VALIDATION_FAILED', message, fields);
export const unauthenticated = (message = 'Please sign in to continue.') => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'We could not find that.') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string | LocalText, code: ErrorCode = 'CONFLICT') => new AppError(409, code, message);

/** A 429 that tells the caller, in the text and in `Retry-After`, how long to wait. */
export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const error = new AppError(429, 'RATE_LIMITED', `Too many requests. Please wait ${seconds} seconds and try again.`);
  error.retryAfterSeconds = seconds;
  return error.withTemplate('Too many requests. Please wait {seconds} seconds and try again.', { seconds });
}
