import type { ListingInput, MyListing } from '@wfc/shared';
import { memberApi } from '../../member-account';

/** PUT /api/member/listing: everything her card holds, what it shows and whether it is listed. */
export function saveListing(body: ListingInput) {
  return memberApi<{ message: string; listing: MyListing }>('/api/member/listing', { method: 'PUT', body });
}
