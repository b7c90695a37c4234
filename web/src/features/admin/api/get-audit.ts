import type { AuditEntry } from '@wfc/shared';
import { usePagedList } from '../../../lib/paged-query';

/** Lines per page of the Audit log. */
const AUDIT_PAGE_SIZE = 50;

const AUDIT_PATH = '/api/admin/audit';

/** The audit log, newest first, a page at a time (Load more follows the cursor). */
export function useAuditLog() {
  return usePagedList<AuditEntry>(`${AUDIT_PATH}?limit=${AUDIT_PAGE_SIZE}`, AUDIT_PATH);
}
