import type { SiteResponse } from '@wfc/shared';
import { useQuery } from '../../lib/query';

/** The club's settings (name, contact details, statistics...) from GET /api/site. */
export function useSite() {
  return useQuery<SiteResponse>('/api/site', { remember: true });
}
