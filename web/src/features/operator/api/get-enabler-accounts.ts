import type { AssignableEnabler } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/operator/enablers: the active enabler accounts a case can be assigned to. */
function getEnablerAccounts(signal: AbortSignal) {
  return api<AssignableEnabler[]>('/api/operator/enablers', { signal });
}

export function useEnablerAccounts() {
  return useQuery(getEnablerAccounts);
}
