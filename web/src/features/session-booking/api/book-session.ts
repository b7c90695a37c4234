import type { BookingAnswer, BookingBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { memberApi } from '../../member-account';

/**
 * Books a slot. A visitor: POST /api/enablers/:profileId/bookings, 202 held while she confirms her
 * address. A signed-in member: POST /api/member/sessions with her session (its cookie goes to
 * /api/member only) and CSRF token, 201 held at once when she books with her own address.
 */
export function bookSession(profileId: number, body: BookingBody, signedIn: boolean) {
  if (signedIn) return memberApi<BookingAnswer>('/api/member/sessions', { body: { ...body, profileId } });
  return api<BookingAnswer>(`/api/enablers/${profileId}/bookings`, { body, anonymous: true });
}
