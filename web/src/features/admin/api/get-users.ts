import type { AccountStatus, AccountSummary, Role } from '@wfc/shared';
import { usePagedList } from '../../../lib/paged-query';

/** Accounts per page of the Users list. */
const USERS_PAGE_SIZE = 50;

const USERS_PATH = '/api/admin/users';

/** The Users list's search and filters; empty means all. */
export interface UsersFilter {
  q: string;
  role: Role | '';
  status: AccountStatus | '';
}

/** The first page's path, newest first, with the search and filters that are set. */
function usersListPath(filter: UsersFilter): string {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.role) params.set('role', filter.role);
  if (filter.status) params.set('status', filter.status);
  return `${USERS_PATH}?${params.toString()}`;
}

/** Every account, newest first, searched and filtered, a page at a time (Load more follows the cursor). */
export function useUsersList(filter: UsersFilter) {
  return usePagedList<AccountSummary>(usersListPath(filter), USERS_PATH);
}
