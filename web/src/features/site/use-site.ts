import type { SiteResponse } from '@wfc/shared';
import { useApi } from '../../lib/use-api';

/** The club's settings (name, contact details, statistics...) from GET /api/site. */
export function useSite() {
  return useApi<SiteResponse>('/api/site');
}
