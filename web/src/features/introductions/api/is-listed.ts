import type { MyListing } from '@wfc/shared';
import { memberApi } from '../../member-account';

/**
 * Whether her card is in the directory now (GET /api/member/listing, member-directory's route): a
 * refused request asks it to tell "list yourself first" from the other 409s in any language.
 */
export async function isListed(): Promise<boolean> {
  const { listing, hiddenByStaff } = await memberApi<MyListing>('/api/member/listing');
  return listing !== null && listing.listed && hiddenByStaff === null;
}
