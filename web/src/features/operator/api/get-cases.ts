import type { Case } from '@wfc/shared';
import { useCallback, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { parseNextLinkWithin } from '../../../lib/link-header';
import { usePagedQuery } from '../../../lib/paged-query';
import { changesCase, useStaffLive } from '../../../lib/staff-live';

const CASES_PATH = '/api/operator/cases';
/** Cases per page of the operator's list. */
const CASE_PAGE_SIZE = 20;
/** The most cases one request may ask for (api-contract.md). */
const MAX_LIMIT = 200;

/** One page of GET /api/operator/cases: the cases, the total across pages, and the next page's URL. */
export interface CasePage {
  cases: Case[];
  total: number | null;
  next: string | null;
}

/** GET /api/operator/cases (a first page's path, or the `next` URL of the previous page). */
async function getCases(path: string, signal?: AbortSignal): Promise<CasePage> {
  const { data, headers } = await apiRequest<Case[]>(path, { signal });
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return { cases: data, total: Number.isNaN(total) ? null : total, next: parseNextLink(headers.get('Link')) };
}

/** The next page of the case list from a `Link` header; see parseNextLinkWithin. */
export function parseNextLink(header: string | null): string | null {
  return parseNextLinkWithin(header, CASES_PATH);
}

function firstPagePath(limit: number) {
  return `${CASES_PATH}?limit=${limit}`;
}

/**
 * The newest `count` cases (a page at least), asked for in chunks of at most the API's limit that
 * follow the cursor; the `next` it returns goes on in pages of CASE_PAGE_SIZE, as "Load more" does.
 */
export async function getFirstCases(count: number, signal?: AbortSignal): Promise<CasePage> {
  const wanted = Math.max(CASE_PAGE_SIZE, count);
  let asked = Math.min(MAX_LIMIT, wanted);
  let page = await getCases(firstPagePath(asked), signal);
  const cases = [...page.cases];
  while (page.next && asked < wanted) {
    const limit = Math.min(MAX_LIMIT, wanted - asked);
    page = await getCases(withLimit(page.next, limit), signal);
    asked += limit;
    cases.push(...page.cases);
  }
  return { cases, total: page.total, next: page.next && withLimit(page.next, CASE_PAGE_SIZE) };
}

/** A case-list path with its `limit` replaced (the cursor and filter kept). */
function withLimit(path: string, limit: number): string {
  const [pathname = '', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('limit', String(limit));
  return `${pathname}?${params.toString()}`;
}

/**
 * The operator's case list, newest first, paged through the API's cursor. `reload` reads the list
 * again with as many cases as are shown, however many, so an assignment does not lose the
 * operator's place.
 */
export function useOperatorCases() {
  const [request, setRequest] = useState({ count: CASE_PAGE_SIZE, attempt: 0 });
  const loadFirst = useCallback(
    (signal: AbortSignal) => getFirstCases(request.count, signal).then(({ cases, total, next }) => ({ items: cases, total, next })),
    [request],
  );
  const list = usePagedQuery<Case>(loadFirst, CASES_PATH, { keep: true });
  const shown = list.items.length;
  const reload = useCallback(() => setRequest((current) => ({ count: shown, attempt: current.attempt + 1 })), [shown]);
  // A new request, a change or a message anywhere: the list as shown, read again.
  useStaffLive((change) => {
    if (changesCase(change)) reload();
  });
  return { ...list, cases: list.items, reload };
}
