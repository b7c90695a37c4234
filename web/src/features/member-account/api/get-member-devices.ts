import type { MemberDevice } from '@wfc/shared';
import { useQuery } from '../../../lib/query';
import { memberApi } from './member-api';

/** GET /api/member/devices: the devices she is signed in on, this one marked `current`. */
function getMemberDevices(signal: AbortSignal) {
  return memberApi<MemberDevice[]>('/api/member/devices', { signal });
}

export function useMemberDevices() {
  return useQuery(getMemberDevices);
}
