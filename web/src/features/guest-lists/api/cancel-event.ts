import type { GuestListEvent } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { guestListPath } from './guest-list-path';

/** POST /api/admin/guest-lists/:id/cancel-event (admins): the event cancelled, every guest told with the note. */
export function cancelEvent(eventId: string, note: string) {
  return api<{ event: GuestListEvent; message: string }>(guestListPath(eventId, 'cancel-event'), { method: 'POST', body: { note } });
}
