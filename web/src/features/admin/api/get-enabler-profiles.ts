import type { EnablerProfileLinks } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/admin/enabler-profiles: the 21 directory profiles with their linked accounts, and the active enabler accounts still free. */
function getEnablerProfiles(signal: AbortSignal) {
  return api<EnablerProfileLinks>('/api/admin/enabler-profiles', { signal });
}

export function useEnablerProfiles() {
  return useQuery(getEnablerProfiles);
}
