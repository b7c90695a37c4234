import type { PendingUser } from '@wfc/shared';
import { usePagedList } from '../../../lib/paged-query';

const PENDING_PATH = '/api/admin/pending-enablers';
/** Pending accounts per page of the list. */
const PENDING_PAGE_SIZE = 50;

/** GET /api/admin/pending-enablers: registered accounts (enablers and operators) waiting for approval, oldest first, a page at a time. */
export function usePendingAccounts() {
  return usePagedList<PendingUser>(`${PENDING_PATH}?limit=${PENDING_PAGE_SIZE}`, PENDING_PATH);
}
