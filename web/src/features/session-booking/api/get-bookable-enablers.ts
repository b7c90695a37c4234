import type { BookableEnablers } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** GET /api/enablers/bookable: the profiles that take bookings now, and the stats of those who show them (the cards' "Book a session"). */
export function getBookableEnablers(signal?: AbortSignal) {
  return api<BookableEnablers>('/api/enablers/bookable', { signal, anonymous: true });
}
