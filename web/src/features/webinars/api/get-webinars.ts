import type { Webinar } from '@wfc/shared';
import { useApi } from '../../../lib/use-api';

/** GET /api/webinars: the webinars, in date order. */
export function useWebinars() {
  return useApi<Webinar[]>('/api/webinars');
}
