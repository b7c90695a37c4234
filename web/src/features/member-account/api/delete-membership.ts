import type { MemberDeleteBody } from '@wfc/shared';
import { memberApi } from './member-api';

/** POST /api/member/membership/delete: the staff's erasure of her membership, asked by her; she stays signed in. */
export function deleteMembership() {
  return memberApi<{ message: string }>('/api/member/membership/delete', { body: { confirm: true } satisfies MemberDeleteBody });
}
