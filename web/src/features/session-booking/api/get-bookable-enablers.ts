import type { BookableEnablers } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/enablers/bookable: the profiles that take bookings now, and the stats of those who show them (the cards' "Book a session"). */
function getBookableEnablers(signal?: AbortSignal) {
  return api<BookableEnablers>('/api/enablers/bookable', { signal, anonymous: true });
}

/**
 * Which of the directory's enablers take bookings, asked once `ready` (the cards are shown): never
 * in the way of the page's first render. Undefined until answered, and when it fails (the cards then
 * simply offer no booking).
 */
export function useBookableEnablers(ready: boolean): BookableEnablers | undefined {
  return useQuery(ready ? getBookableEnablers : null).data;
}
