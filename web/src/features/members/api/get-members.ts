import type { Member, MemberFilter } from '@wfc/shared';
import { usePagedList } from '../../../lib/paged-query';

/** Members per page of the Members screen. */
const MEMBER_PAGE_SIZE = 50;

export const MEMBERS_PATH = '/api/members';

/** The filter as a query string (empty values left out), shared by the list and the export. */
export function filterQuery(filter: MemberFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, String(value));
  return params;
}

/** The members matching `filter`, newest first, a page at a time (Load more follows the cursor). */
export function useMembers(filter: MemberFilter) {
  const params = filterQuery(filter);
  params.set('limit', String(MEMBER_PAGE_SIZE));
  return usePagedList<Member>(`${MEMBERS_PATH}?${params.toString()}`, MEMBERS_PATH);
}
