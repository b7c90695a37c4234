import { api, apiFile, ApiError, type ApiRequest } from '../../../lib/api-client';
import { forgetMemberSignIn, memberCsrfToken } from '../../sign-in-state/member-session-state';

/** The header that carries the CSRF token of a member's session with every change she makes. */
const CSRF_HEADER = 'X-CSRF-Token';

type MemberRequest = Omit<ApiRequest, 'anonymous' | 'credentials'>;

/**
 * A call of her own page's API: with the session cookie (`credentials: 'same-origin'`), without any
 * staff token stored in the same browser, and with `X-CSRF-Token` on every method but GET.
 */
function withMemberSession(request: MemberRequest): ApiRequest {
  const method = request.method ?? (request.body === undefined ? 'GET' : 'POST');
  const token = memberCsrfToken();
  const headers = method !== 'GET' && token ? { ...request.headers, [CSRF_HEADER]: token } : request.headers;
  return { ...request, ...(headers ? { headers } : {}), anonymous: true, credentials: 'same-origin' };
}

/** A 401 says her session is over (signed out elsewhere, expired): the browser forgets it too. */
function noticeSignedOut(error: unknown): never {
  if (error instanceof ApiError && error.status === 401) forgetMemberSignIn();
  throw error;
}

/** A JSON call of the member API (`/api/member/...`) with her session. */
export function memberApi<T>(path: string, request: MemberRequest = {}): Promise<T> {
  return api<T>(path, withMemberSession(request)).catch(noticeSignedOut);
}

/** A file the member API answers with (her data's export), with her session. */
export function memberFile(path: string, request: MemberRequest = {}) {
  return apiFile(path, withMemberSession(request)).catch(noticeSignedOut);
}
