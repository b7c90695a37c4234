import type { MemberDetails, MemberDetailsBody } from '@wfc/shared';
import { memberApi } from './member-api';

/** PUT /api/member/details: her name and the membership form's choices (not her address). */
export function saveMemberDetails(body: MemberDetailsBody) {
  return memberApi<{ message: string; membership: MemberDetails }>('/api/member/details', { method: 'PUT', body });
}
