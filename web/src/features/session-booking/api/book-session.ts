import type { BookingAnswer, BookingBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/enablers/:profileId/bookings: 201 held (booked or requested), 202 held while she confirms
 * her address. Sent with the browser's cookies, so a signed-in member's session goes with it.
 */
export function bookSession(profileId: number, body: BookingBody) {
  return api<BookingAnswer>(`/api/enablers/${profileId}/bookings`, { body, anonymous: true, credentials: 'same-origin' });
}
