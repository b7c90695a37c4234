import type { MyEnablerProfile } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/enabler/profile: her own directory profile, or null while an admin has not linked one. */
function getMyProfile(signal: AbortSignal) {
  return api<MyEnablerProfile>('/api/enabler/profile', { signal });
}

export function useMyProfile() {
  return useQuery(getMyProfile);
}
