import type { EnablerCaseCounts } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/enabler/case-counts: the Overview's numbers over all of the signed-in enabler's cases. */
function getCaseCounts(signal: AbortSignal) {
  return api<EnablerCaseCounts>('/api/enabler/case-counts', { signal });
}

export function useCaseCounts() {
  return useQuery(getCaseCounts);
}
