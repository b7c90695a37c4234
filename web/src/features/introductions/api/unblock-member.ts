import { memberApi } from '../../member-account';

/** DELETE /api/member/blocks/:listingId: she unblocks a member. */
export function unblockMember(listingId: string) {
  return memberApi<{ message: string }>(`/api/member/blocks/${encodeURIComponent(listingId)}`, { method: 'DELETE' });
}
