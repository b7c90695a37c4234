import type { PendingUser } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useStaffQuery } from '../../guard/use-staff-query';

/** GET /api/admin/pending-enablers: registered accounts (enablers and operators) waiting for approval. */
export function getPendingAccounts(signal: AbortSignal) {
  return api<PendingUser[]>('/api/admin/pending-enablers', { signal });
}

export function usePendingAccounts() {
  return useStaffQuery(getPendingAccounts);
}
