import type { Enabler } from '@wfc/shared';
import { useQuery } from '../../../lib/query';

/** GET /api/enablers: the 21 profiles of the directory, in directory order. */
export function useDirectoryEnablers() {
  return useQuery<Enabler[]>('/api/enablers', { remember: true });
}
