import type {
  MemberDevice,
  MemberHome,
  MemberInquiry,
  MemberRequestSummary,
  RequestView,
  MemberEventRegistration,
  MemberSession,
} from '@wfc/shared';
import { vi } from 'vitest';
import { failure, json } from '../../../testing/responses';

/** One call the page made: what the server would see of it. */
interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export const CSRF = 'csrf-from-me';

export function homeOf(overrides: Partial<MemberHome> = {}): MemberHome {
  return {
    email: 'lakshmi@example.org',
    csrfToken: CSRF,
    membership: {
      firstName: 'Lakshmi',
      lastName: 'Varma',
      jobFunction: 'engineer',
      vertical: 'health',
      hearAbout: 'event',
      topics: ['network', 'events'],
      locale: 'en',
      confirmedAt: '2026-01-02T09:00:00.000Z',
      createdAt: '2026-01-01T09:00:00.000Z',
    },
    ...overrides,
  };
}

const requests: MemberRequestSummary[] = [
  {
    _id: 'r2',
    question: 'How do I find investors?',
    status: 'Accepted',
    createdAt: '2026-02-01T09:00:00.000Z',
    enablerName: 'Priya Menon',
    waitingFor: 'requester',
  },
  {
    _id: 'r1',
    question: 'How do I register a company?',
    status: 'Completed',
    createdAt: '2026-01-05T09:00:00.000Z',
    enablerName: 'Anita Nair',
    waitingFor: null,
  },
];

const inquiries: MemberInquiry[] = [
  {
    _id: 'i1',
    enablerName: 'Meera Pillai',
    question: 'Could you mentor me on pricing?',
    status: 'Accepted',
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: null,
  },
];

const events: MemberEventRegistration[] = [
  {
    eventTitle: 'Pricing Workshop',
    eventDate: 'Saturday, 12 December 2026',
    eventTime: '10:00 AM - 1:00 PM IST',
    startsAt: '2026-12-12T04:30:00.000Z',
    eventPath: '/events/pricing-workshop',
    status: 'waitlisted',
    position: 2,
    offerExpiresAt: null,
    registrationPath: '/events/registration#tok-pricing',
  },
];

const sessions: MemberSession[] = [
  {
    _id: 's1',
    status: 'confirmed',
    start: '2099-03-04T05:00:00.000Z',
    end: '2099-03-04T05:30:00.000Z',
    durationMinutes: 30,
    topic: 'Pricing my translation work',
    timeZone: 'Asia/Kolkata',
    enabler: { profileId: 1, name: 'Anjali Menon', timeZone: 'Asia/Kolkata', sessionMinutes: [30] },
    canChange: true,
    feedback: { open: false },
    bookingPath: '/sessions/booking#tok-session',
  },
  {
    _id: 's0',
    status: 'confirmed',
    start: '2026-03-04T05:00:00.000Z',
    end: '2026-03-04T05:45:00.000Z',
    durationMinutes: 45,
    topic: 'Costing my first order',
    timeZone: 'Asia/Kolkata',
    enabler: { profileId: 2, name: 'Meera Pillai', timeZone: 'Asia/Kolkata', sessionMinutes: [30] },
    canChange: false,
    feedback: { open: true },
    bookingPath: '/sessions/booking#tok-past',
  },
];

export const devices: MemberDevice[] = [
  { _id: 'd1', label: 'Firefox on Linux', signedInAt: '2026-02-01T09:00:00.000Z', lastSeenAt: '2026-02-03T09:00:00.000Z', current: true },
  { _id: 'd2', label: 'Chrome on Android', signedInAt: '2026-01-20T09:00:00.000Z', lastSeenAt: '2026-01-25T09:00:00.000Z', current: false },
];

export function requestView(status: RequestView['case']['status'] = 'Accepted'): RequestView {
  return {
    case: {
      question: 'How do I find investors?',
      status,
      createdAt: '2026-02-01T09:00:00.000Z',
      enablerName: 'Priya Menon',
      waitingFor: 'requester',
      rating: null,
    },
    messages: [
      {
        _id: 'm1',
        author: 'enabler',
        authorName: 'Priya Menon',
        body: 'Start with angel networks in Kochi.',
        createdAt: '2026-02-02T09:00:00.000Z',
      },
    ],
  };
}

/**
 * Stubs fetch with the member API's answers (`routes`, keyed "METHOD /path", changeable by a test)
 * and records every call; any other call is a 404.
 */
export function stubMemberApi(home: MemberHome = homeOf()) {
  const calls: RecordedCall[] = [];
  const routes: Record<string, (body: unknown) => Response | Promise<Response>> = {
    'GET /api/member/me': () => json(home),
    'GET /api/member/requests': () => json(requests),
    'GET /api/member/inquiries': () => json(inquiries),
    'GET /api/member/events': () => json(events),
    'GET /api/member/sessions': () => json(sessions),
    'GET /api/member/devices': () => json(devices),
    // Her card in the directory and her introductions (issue 42): none yet.
    'GET /api/member/listing': () =>
      json({
        listing: null,
        hiddenByStaff: null,
        preview: { id: 'l1', name: 'Lakshmi Varma', textLocale: 'en' },
        defaults: { name: 'Lakshmi Varma', vertical: 'health' },
      }),
    'GET /api/member/introductions': () => json({ received: [], sent: [] }),
    'GET /api/member/blocks': () => json([]),
    // WhatsApp (issue 44): the club sends none, so her page offers none.
    'GET /api/member/whatsapp': () => json({ available: false, number: null }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, headers: (init.headers ?? {}) as Record<string, string>, credentials: init.credentials, body });
      return (await routes[`${method} ${url}`]?.(body)) ?? failure(404, 'Not found', 'NOT_FOUND');
    }),
  );
  return { calls, routes };
}
