import type { MyWhatsApp } from '@wfc/shared';
import { vi } from 'vitest';
import { failure, json } from '../../../testing/responses';

/** The CSRF token her session's changes carry (the tests remember it as GET /api/member/me would). */
export const CSRF = 'csrf-of-her-session';

/** One call the section made: what the server would see of it. */
interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

/** Her confirmed number, events and newsletters on, changed by `overrides`. */
export function numberOf(overrides: Partial<NonNullable<MyWhatsApp['number']>> = {}): NonNullable<MyWhatsApp['number']> {
  return {
    masked: '+91 ••••• ••345',
    verified: true,
    codePending: false,
    choices: { eventUpdates: true, sessionUpdates: false, newsletterNotices: true },
    stopped: false,
    failing: false,
    ...overrides,
  };
}

/**
 * Stubs fetch with the member API's WhatsApp answers (`routes`, keyed "METHOD /path", changeable by
 * a test), starting from `whatsapp`, and records every call; any other call is a 404.
 */
export function stubWhatsAppApi(whatsapp: MyWhatsApp = { available: true, number: null }) {
  const calls: RecordedCall[] = [];
  const routes: Record<string, (body: unknown) => Response | Promise<Response>> = {
    'GET /api/member/whatsapp': () => json(whatsapp),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, headers: (init.headers ?? {}) as Record<string, string>, credentials: init.credentials, body });
      return (await routes[`${method} ${url}`]?.(body)) ?? failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
  return { calls, routes };
}
