import type { MemberSession } from '@wfc/shared';
import { useQuery } from '../../../lib/query';
import { memberApi } from './member-api';

/** GET /api/member/sessions: the sessions she booked with enablers, latest first (issue 31). */
function getMemberSessions(signal: AbortSignal) {
  return memberApi<MemberSession[]>('/api/member/sessions', { signal });
}

export function useMemberSessions() {
  return useQuery(getMemberSessions);
}
