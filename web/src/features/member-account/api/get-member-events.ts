import type { MemberEventRegistration } from '@wfc/shared';
import { useQuery } from '../../../lib/query';
import { memberApi } from './member-api';

/** GET /api/member/events: her registrations for the club's events, soonest first (issue 30). */
function getMemberEvents(signal: AbortSignal) {
  return memberApi<MemberEventRegistration[]>('/api/member/events', { signal });
}

export function useMemberEvents() {
  return useQuery(getMemberEvents);
}
