import type { Event } from '@wfc/shared';
import { useQuery } from '../../../lib/query';

/** GET /api/events: every event and workshop, in date order. */
export function useEvents() {
  return useQuery<Event[]>('/api/events', { remember: true });
}
