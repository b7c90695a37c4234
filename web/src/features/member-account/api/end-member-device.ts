import { memberApi } from './member-api';

/** DELETE /api/member/devices/:id: signs that device out. */
export function endMemberDevice(id: string) {
  return memberApi<{ message: string }>(`/api/member/devices/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
