import type { Webinar } from '@wfc/shared';
import { useQuery } from '../../../lib/query';

/** GET /api/webinars: the webinars, in date order. */
export function useWebinars() {
  return useQuery<Webinar[]>('/api/webinars', { remember: true });
}
