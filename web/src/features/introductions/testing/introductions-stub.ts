import type { BlockedMember, DirectoryCard, IntroductionView, MyIntroductions } from '@wfc/shared';
import { vi } from 'vitest';
import { failure, json } from '../../../testing/responses';

/** The CSRF token her session's changes carry (the tests remember it as GET /api/member/me would). */
export const CSRF = 'csrf-of-her-session';

/** One call the screen made: what the server would see of it. */
interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

/** A card of the directory: Anjali's, with what she chose to show. */
export function cardOf(overrides: Partial<DirectoryCard> = {}): DirectoryCard {
  return {
    id: 'l-anjali',
    name: 'Anjali Menon',
    textLocale: 'en',
    company: 'Kochi Looms',
    role: 'Founder',
    vertical: 'retail',
    city: 'Kochi',
    canHelp: 'Export paperwork for handloom.',
    canHelpTags: ['export', 'handloom'],
    lookingFor: 'A co-founder who codes.',
    website: 'https://kochilooms.example',
    ...overrides,
  };
}

/** A request Anjali sent her, waiting for her answer, changed by `overrides`. */
export function introductionOf(overrides: Partial<IntroductionView> = {}): IntroductionView {
  return {
    _id: 'n1',
    direction: 'received',
    status: 'pending',
    other: { listingId: 'l-anjali', name: 'Anjali Menon' },
    note: 'I export handloom and would love to learn how you priced yours.',
    noteHidden: false,
    createdAt: '2026-12-01T09:00:00.000Z',
    answeredAt: null,
    otherEmail: null,
    ...overrides,
  };
}

/** Her introductions: one waiting for her, one she declined, one she sent and was accepted, one she sent still waiting. */
function myIntroductions(): MyIntroductions {
  return {
    received: [
      introductionOf(),
      introductionOf({
        _id: 'n2',
        status: 'declined',
        other: { listingId: null, name: 'Devi Nair' },
        note: null,
        noteHidden: true,
        createdAt: '2026-11-20T09:00:00.000Z',
        answeredAt: '2026-11-21T09:00:00.000Z',
      }),
    ],
    sent: [
      introductionOf({
        _id: 'n3',
        direction: 'sent',
        status: 'accepted',
        other: { listingId: 'l-meera', name: 'Meera Pillai' },
        note: 'Could we talk about hiring in Thrissur?',
        createdAt: '2026-11-25T09:00:00.000Z',
        answeredAt: '2026-11-26T09:00:00.000Z',
        otherEmail: 'meera@example.org',
      }),
      introductionOf({
        _id: 'n4',
        direction: 'sent',
        status: 'pending',
        other: { listingId: 'l-priya', name: 'Priya Das' },
        note: 'May I ask about your app for tailors?',
        createdAt: '2026-11-28T09:00:00.000Z',
        // Never sent before both agree; the page must not show it even if it were.
        otherEmail: 'leak@example.org',
      }),
    ],
  };
}

const blockedMembers: BlockedMember[] = [{ listingId: 'l-sita', name: 'Sita Raman', createdAt: '2026-11-30T09:00:00.000Z' }];

/**
 * Stubs fetch with the member API's answers about her introductions and blocks (`routes`, keyed
 * "METHOD /path", changeable by a test) and records every call; any other call is a 404.
 */
export function stubIntroductionsApi() {
  const calls: RecordedCall[] = [];
  const routes: Record<string, (body: unknown) => Response | Promise<Response>> = {
    'GET /api/member/introductions': () => json(myIntroductions()),
    'GET /api/member/blocks': () => json(blockedMembers),
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
