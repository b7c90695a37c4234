import type { DirectoryCard, DirectoryFilters, MemberHome, MyListing } from '@wfc/shared';
import { vi } from 'vitest';
import { failure, json } from '../../../testing/responses';

/** One call a screen made: what the server would see of it. */
export interface DirectoryCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

/** A listed member's card, every part shown, changed by `overrides`. */
export function cardOf(overrides: Partial<DirectoryCard> = {}): DirectoryCard {
  return {
    id: 'l1',
    name: 'Anjali Menon',
    textLocale: 'en',
    photo: {
      alt: 'Anjali smiling in her workshop',
      width: 400,
      height: 400,
      sources: [
        { url: '/api/member/directory/photos/p1-160.webp', width: 160, format: 'webp' },
        { url: '/api/member/directory/photos/p1-160.avif', width: 160, format: 'avif' },
        { url: '/api/member/directory/photos/p1-320.webp', width: 320, format: 'webp' },
      ],
    },
    company: 'Coir Works',
    role: 'Founder',
    vertical: 'retail',
    city: 'Kochi',
    canHelp: 'Exporting to Europe, and pricing handmade goods.',
    canHelpTags: ['export', 'pricing'],
    lookingFor: 'A co-founder who knows logistics.',
    lookingForTags: ['logistics'],
    website: 'https://coirworks.example',
    linkedin: 'https://www.linkedin.com/in/anjali',
    ...overrides,
  };
}

/** The CSRF token GET /api/member/me gives, which a card's actions send. */
export const DIRECTORY_CSRF = 'csrf-of-the-directory';

/** GET /api/member/me for a member (only what the directory reads of it matters). */
const home = { email: 'lakshmi@example.org', csrfToken: DIRECTORY_CSRF, membership: null } as unknown as MemberHome;

const filtersOf = (): DirectoryFilters => ({
  cities: [
    { value: 'Kochi', count: 3 },
    { value: 'Thrissur', count: 1 },
  ],
  tags: [
    { value: 'export', count: 2 },
    { value: 'logistics', count: 1 },
  ],
});

/** Her listing before she ever saved one: the defaults from her membership. */
export function emptyListing(): MyListing {
  return {
    listing: null,
    hiddenByStaff: null,
    preview: { id: 'mine', name: 'Lakshmi Varma', textLocale: 'en' },
    defaults: { name: 'Lakshmi Varma', vertical: 'health' },
  };
}

type Route = (body: unknown, url: string) => Response | Promise<Response>;

/**
 * Stubs fetch with the directory's answers (`routes`, keyed "METHOD /path", its query left out,
 * changeable by a test) and records every call; any other call is a 404.
 */
export function stubDirectoryApi(cards: DirectoryCard[] = [cardOf()]) {
  const calls: DirectoryCall[] = [];
  const routes: Record<string, Route> = {
    'GET /api/member/directory': () => json({ items: cards, nextCursor: null }),
    'GET /api/member/directory/filters': () => json(filtersOf()),
    'GET /api/member/listing': () => json(emptyListing()),
    'GET /api/member/me': () => json(home),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      calls.push({ method, url, headers: (init.headers ?? {}) as Record<string, string>, credentials: init.credentials, body });
      const path = url.split('?')[0];
      return (await routes[`${method} ${path}`]?.(body, url)) ?? failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
  return { calls, routes };
}
