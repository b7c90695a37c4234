import type { Event } from '@wfc/shared';
import { useApi } from '../../../lib/use-api';

/** GET /api/events: every event and workshop, in date order. */
export function useEvents() {
  return useApi<Event[]>('/api/events');
}
