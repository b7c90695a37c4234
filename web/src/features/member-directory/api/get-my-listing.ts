import type { MyListing } from '@wfc/shared';
import { useQuery } from '../../../lib/query';
import { memberApi } from '../../member-account';

/** GET /api/member/listing: her listing's values, its state, her card's preview and the defaults of a new one. */
function getMyListing(signal: AbortSignal) {
  return memberApi<MyListing>('/api/member/listing', { signal });
}

/** Her listing, read when her page shows its section. */
export function useMyListing() {
  return useQuery(getMyListing);
}
