import type { GuestMessageBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { guestListPath } from './guest-list-path';

/** POST /api/admin/guest-lists/:id/message: one e-mail to each guest in the states chosen, through the outbox (202). */
export function messageGuests(eventId: string, body: GuestMessageBody) {
  return api<{ count: number; message: string }>(guestListPath(eventId, 'message'), { method: 'POST', body });
}
