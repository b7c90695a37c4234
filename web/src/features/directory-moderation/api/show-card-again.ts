import { api } from '../../../lib/api-client';

/** POST /api/staff/directory/listings/:id/show: a card staff hid is shown again. */
export function showCardAgain(listingId: string) {
  return api<{ message: string }>(`/api/staff/directory/listings/${encodeURIComponent(listingId)}/show`, { method: 'POST' });
}
