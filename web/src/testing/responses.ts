import type { Case, Inquiry } from '@wfc/shared';

/** A JSON response as the API sends it, for tests that stub fetch. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/**
 * A page of a cursor-paged list as the API answers `url`: `pageSize` items after its cursor (an
 * index in these tests), `X-Total-Count`, and a `Link` to the next page while more remain.
 */
export function pagedJson(items: readonly unknown[], url: string, pageSize: number) {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  const start = Number(params.get('cursor') ?? 0);
  const end = start + pageSize;
  params.set('cursor', String(end));
  const link: Record<string, string> = end < items.length ? { Link: `<${path}?${params.toString()}>; rel="next"` } : {};
  return json(items.slice(start, end), 200, { 'X-Total-Count': String(items.length), ...link });
}

/** An error response in the API's one error shape. */
export function failure(status: number, message: string, code = 'INTERNAL') {
  return json({ error: message, message, code }, status);
}

/** A Pending, unassigned case from Devi, changed by `overrides`. */
export function caseOf(overrides: Partial<Case> = {}): Case {
  return {
    _id: 'c1',
    question: 'How do I find a co-founder?',
    requesterName: 'Devi',
    requesterEmail: 'devi@example.com',
    status: 'Pending',
    deadline: null,
    assignedTo: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A New inquiry from Vera to Meera Pillai's profile (the address hidden, as the enabler sees it), changed by `overrides`. */
export function inquiryOf(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    _id: 'i1',
    name: 'Vera Visitor',
    email: '',
    question: 'Could you mentor me?',
    enablerId: 2,
    enablerName: 'Meera Pillai',
    status: 'New',
    declineReason: null,
    caseId: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}
