import type { ApiRequest } from '../../../lib/api-client';

/**
 * How a requester's calls carry her private link's token: in the `X-Request-Token` header, never
 * in a URL (it would reach logs and Referer headers), and without any staff sign-in that happens
 * to be stored in the same browser.
 */
export function requestCredentials(token: string): Pick<ApiRequest, 'anonymous' | 'headers'> {
  return { anonymous: true, headers: { 'X-Request-Token': token } };
}
