import type { Report } from '@wfc/shared';
import { api, ApiError } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/operator/reports; a 404 means there is no report yet (null), not a failure (product-spec.md §7). */
async function getReport(signal: AbortSignal): Promise<Report | null> {
  try {
    return await api<Report>('/api/operator/reports', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}

export function useReport() {
  return useQuery(getReport);
}
