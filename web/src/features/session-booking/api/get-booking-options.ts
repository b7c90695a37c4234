import type { BookingOptions } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** GET /api/enablers/:profileId/booking: her name, title, zone, lengths and whether she takes bookings now. */
export function getBookingOptions(profileId: number, signal?: AbortSignal) {
  return api<BookingOptions>(`/api/enablers/${profileId}/booking`, { signal, anonymous: true, revalidate: true });
}
