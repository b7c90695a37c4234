import type { StaffSession } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/operator/sessions/:id/cancel {message}: cancelled, both women told with the message. */
export function cancelDeskSession(sessionId: string, message: string) {
  return api<{ session: StaffSession; message: string }>(`/api/operator/sessions/${encodeURIComponent(sessionId)}/cancel`, {
    method: 'POST',
    body: { message },
  });
}
