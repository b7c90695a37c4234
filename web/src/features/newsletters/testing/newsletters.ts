import type { Newsletter } from '@wfc/shared';
import { vi } from 'vitest';
import { failure } from '../../../testing/responses';

/** A draft about events, to everyone, changed by `overrides`. */
export function newsletterOf(overrides: Partial<Newsletter> = {}): Newsletter {
  return {
    _id: 'n1',
    slug: 'december-meetup',
    subject: 'December meet-up in Kochi',
    preheader: 'Tea, talks and a workshop',
    body: '## See you there\n\nBring a friend.',
    ml: null,
    topics: ['events'],
    filters: { verticals: [], jobFunctions: [], languages: [] },
    membersOnly: false,
    status: 'draft',
    scheduledAt: null,
    pauseReason: null,
    counts: { total: 0, waiting: 0, sent: 0, failed: 0, unsubscribed: 0, cancelled: 0 },
    audience: 42,
    createdAt: '2026-11-28T09:00:00.000Z',
    updatedAt: '2026-11-29T09:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    sentByName: null,
    ...overrides,
  };
}

/** A newsletter going out: 200 members, 120 sent so far. */
export function sendingNewsletter(overrides: Partial<Newsletter> = {}): Newsletter {
  return newsletterOf({
    status: 'sending',
    audience: null,
    startedAt: '2026-12-01T04:30:00.000Z',
    sentByName: 'Asha Admin',
    counts: { total: 200, waiting: 76, sent: 120, failed: 3, unsubscribed: 1, cancelled: 0 },
    ...overrides,
  });
}

export type Handler = (body: unknown, url: string) => Response;

/** A call the screen made: its method, address and JSON body. */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Stubs fetch with `routes` ("METHOD /path" → handler; the longest matching prefix wins) and records every call. */
export function stubNewsletterApi(routes: Record<string, Handler>): Call[] {
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
