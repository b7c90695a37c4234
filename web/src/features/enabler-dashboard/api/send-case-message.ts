import type { CaseMessage, CaseMessageBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/enabler/cases/:caseId/messages: the enabler's reply (the requester is e-mailed it; 409 once Completed). */
export function sendCaseMessage(caseId: string, body: string) {
  return api<CaseMessage>(`/api/enabler/cases/${encodeURIComponent(caseId)}/messages`, { body: { body } satisfies CaseMessageBody });
}
