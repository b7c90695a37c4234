import { ApiError } from './api-client';

/** Any failure as an ApiError, so screens read one shape. */
export function toApiError(failure: unknown): ApiError {
  return failure instanceof ApiError ? failure : new ApiError('network', 0, 'Network request failed');
}

/** The server's message for a failed action, or `fallback` when there is none (network, unreadable). */
export function messageOf(failure: unknown, fallback: string): string {
  return failure instanceof ApiError && failure.body?.message ? failure.body.message : fallback;
}
