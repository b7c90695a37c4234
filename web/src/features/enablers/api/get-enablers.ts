import type { Enabler } from '@wfc/shared';
import { useApi } from '../../../lib/use-api';

/** GET /api/enablers: the 21 profiles of the directory, in directory order. */
export function useEnablers() {
  return useApi<Enabler[]>('/api/enablers');
}
