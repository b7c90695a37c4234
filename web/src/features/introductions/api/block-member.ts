import { memberApi } from '../../member-account';

/** POST /api/member/blocks: she blocks the member of a card (nothing is said to her). */
export function blockMember(listingId: string) {
  return memberApi<{ message: string }>('/api/member/blocks', { body: { listingId } });
}
