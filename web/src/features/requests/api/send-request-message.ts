import type { CaseMessage, CaseMessageBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { requestCredentials } from './request-credentials';

/** POST /api/request/messages: the requester's reply (the enabler is e-mailed; 409 once Completed; rate limited). */
export function sendRequestMessage(token: string, body: string) {
  return api<CaseMessage>('/api/request/messages', { ...requestCredentials(token), body: { body } satisfies CaseMessageBody });
}
