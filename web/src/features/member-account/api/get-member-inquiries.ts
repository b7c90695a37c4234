import type { MemberInquiry } from '@wfc/shared';
import { useQuery } from '../../../lib/query';
import { memberApi } from './member-api';

/** GET /api/member/inquiries: her messages to enablers and their states, newest first. */
function getMemberInquiries(signal: AbortSignal) {
  return memberApi<MemberInquiry[]>('/api/member/inquiries', { signal });
}

export function useMemberInquiries() {
  return useQuery(getMemberInquiries);
}
