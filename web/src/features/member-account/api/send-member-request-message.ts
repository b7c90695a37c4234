import type { CaseMessage, CaseMessageBody } from '@wfc/shared';
import { memberApi } from './member-api';

/** POST /api/member/requests/:id/messages: her reply (409 once the request is completed). */
export function sendMemberRequestMessage(id: string, body: string) {
  return memberApi<CaseMessage>(`/api/member/requests/${encodeURIComponent(id)}/messages`, { body: { body } satisfies CaseMessageBody });
}
