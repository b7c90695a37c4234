import type { MemberRequestSummary } from '@wfc/shared';
import { useQuery } from '../../../lib/query';
import { memberApi } from './member-api';

/** GET /api/member/requests: every help request made with her address, newest first. */
function getMemberRequests(signal: AbortSignal) {
  return memberApi<MemberRequestSummary[]>('/api/member/requests', { signal });
}

export function useMemberRequests() {
  return useQuery(getMemberRequests);
}
