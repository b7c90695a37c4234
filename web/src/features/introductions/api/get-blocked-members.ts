import type { BlockedMember } from '@wfc/shared';
import { useQuery } from '../../../lib/query';
import { memberApi } from '../../member-account';

/** GET /api/member/blocks: the members she blocked. */
function getBlockedMembers(signal: AbortSignal) {
  return memberApi<BlockedMember[]>('/api/member/blocks', { signal });
}

export function useBlockedMembers() {
  return useQuery(getBlockedMembers);
}
