import type { Case } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useStaffQuery } from '../../guard/use-staff-query';

/** GET /api/enabler/my-cases: the cases assigned to the signed-in enabler. */
export function getMyCases(signal: AbortSignal) {
  return api<Case[]>('/api/enabler/my-cases', { signal });
}

export function useMyCases() {
  return useStaffQuery(getMyCases);
}
