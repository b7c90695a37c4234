import { localeOfPath, type ErrorBody } from '@wfc/shared';
import { readStaffSignIn } from './staff-sign-in-store';

/** What went wrong with a call: the server answered with an error, the network failed, or the reply was unreadable. */
export class ApiError extends Error {
  constructor(
    readonly kind: 'http' | 'network' | 'unreadable',
    readonly status: number,
    message: string,
    readonly body?: ErrorBody,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | undefined;

/**
 * Registers what happens when a call made with the stored token answers 401 (clear the staff sign-in,
 * go to /login). Anonymous calls (login, registration) carry no token, so their 401 stays theirs.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined) {
  onUnauthorized = handler;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Sent without the stored token: the call is judged on what it carries (the credentials typed in
   * to log in or register), so a stale staff sign-in neither goes with it nor ends on its 401.
   */
  anonymous?: boolean;
  /**
   * Headers of this call only, such as a requester's `X-Request-Token`. A call with its own
   * credential should also be `anonymous`, so the staff token never travels with it.
   */
  headers?: Record<string, string>;
  /**
   * The call checks a password it carries (change password): its 401 says that password is wrong,
   * so the staff sign-in does not end on it.
   */
  checksPassword?: boolean;
  /**
   * Asks the server even when the browser holds a fresh copy (it then revalidates with its ETag):
   * content a page read at request time must not be replaced by an older cached answer after a save.
   */
  revalidate?: boolean;
  /**
   * Whether the browser sends its cookies (the member session's httpOnly cookie, issue 28). The
   * site's API is on the same origin, so `'same-origin'`: said out loud by the member calls.
   */
  credentials?: RequestCredentials;
}

/** The response of a call with its headers, for lists that page. */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

/**
 * The one way every screen calls the API: JSON in and out, the stored token attached as a bearer
 * credential (unless the call is anonymous), and failures turned into an ApiError carrying the
 * server's error body.
 */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const response = await send(path, request, 'application/json');
  if (response.status === 204 || response.status === 304) {
    return { data: undefined as T, headers: response.headers, status: response.status };
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new ApiError('unreadable', response.status, 'The server sent an unreadable reply');
  }
  if (!response.ok) throw httpError(response.status, payload);
  return { data: payload as T, headers: response.headers, status: response.status };
}

/** A file the API answers with (e.g. the members' CSV export): its bytes and the name the server suggests. */
export async function apiFile(path: string, request: ApiRequest = {}): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(path, request, '*/*');
  if (!response.ok) throw httpError(response.status, await response.json().catch(() => undefined));
  const filename = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

/**
 * A streamed answer (the staff's live changes, `text/event-stream`): the body to read as it comes,
 * the stored token sent as for any call, so it never travels in the URL.
 */
export async function apiStream(path: string, request: ApiRequest = {}): Promise<ReadableStream<Uint8Array>> {
  const response = await send(path, request, 'text/event-stream');
  if (!response.ok || !response.body) throw httpError(response.status, await response.json().catch(() => undefined));
  return response.body;
}

/** The request with the staff sign-in's token; a network failure as ApiError, a refused token signs her out. */
async function send(path: string, request: ApiRequest, accept: string): Promise<Response> {
  const token = request.anonymous ? null : readStaffSignIn().token;
  // The server answers its messages in the page's language, not the browser's (issue 18).
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': localeOfPath(window.location.pathname), ...request.headers };
  // A FormData body (a file upload) is sent as multipart, its boundary set by the browser.
  const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      body: request.body === undefined ? undefined : isForm ? (request.body as FormData) : JSON.stringify(request.body),
      signal: request.signal,
      ...(request.revalidate ? { cache: 'no-cache' as const } : {}),
      ...(request.credentials ? { credentials: request.credentials } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network', 0, 'Network request failed');
  }
  if (response.status === 401 && token && !request.checksPassword) onUnauthorized?.();
  return response;
}

function httpError(status: number, payload: unknown): ApiError {
  const body = isErrorBody(payload) ? payload : undefined;
  return new ApiError('http', status, body?.message ?? `Request failed with status ${status}`, body);
}

/** Shorthand for calls whose headers do not matter. */
export async function api<T>(path: string, request?: ApiRequest): Promise<T> {
  return (await apiRequest<T>(path, request)).data;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

/** Any failure as an ApiError, so screens read one shape. */
export function toApiError(failure: unknown): ApiError {
  return failure instanceof ApiError ? failure : new ApiError('network', 0, 'Network request failed');
}

/** The server's message for a failed action, or `fallback` when there is none (network, unreadable). */
export function messageOf(failure: unknown, fallback: string): string {
  return failure instanceof ApiError && failure.body?.message ? failure.body.message : fallback;
}
