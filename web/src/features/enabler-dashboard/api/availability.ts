import type { EnablerAvailability } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/enabler/availability: whether she takes new cases, until when she is away, and how many. */
function getAvailability(signal: AbortSignal) {
  return api<EnablerAvailability>('/api/enabler/availability', { signal });
}

export function useAvailability() {
  return useQuery(getAvailability);
}

/** PUT /api/enabler/availability: stores her availability as given. */
export function saveAvailability(body: EnablerAvailability) {
  return api<EnablerAvailability>('/api/enabler/availability', { method: 'PUT', body });
}
