import { vi } from 'vitest';
import { failure } from './responses';

/** What the stub answers a call with, given its JSON body and its address. */
export type Handler = (body: unknown, url: string) => Response;

/** A call the screen made: its method, address and JSON body. */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Stubs fetch with `routes` ("METHOD /path" → handler; the longest matching prefix wins) and records every call. */
export function stubApi(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const key = Object.keys(routes)
        .filter((route) => `${method} ${url}` === route || `${method} ${url}`.startsWith(`${route}?`))
        .sort((a, b) => b.length - a.length)[0];
      return key ? routes[key]!(body, url) : failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
  return calls;
}
