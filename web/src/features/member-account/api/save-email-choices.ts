import type { MemberDetails, MemberEmailChoicesBody } from '@wfc/shared';
import { memberApi } from './member-api';

/** PUT /api/member/email-choices: the topics she gets e-mail about (none: no e-mail at all) and its language. */
export function saveEmailChoices(body: MemberEmailChoicesBody) {
  return memberApi<{ message: string; membership: MemberDetails }>('/api/member/email-choices', { method: 'PUT', body });
}
