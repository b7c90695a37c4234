import type { CheckInAnswer } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { guestListPath } from './guest-list-path';

/** POST /api/admin/guest-lists/:id/check-in: the guest whose code was scanned or typed, checked in (or already). */
export function checkInCode(eventId: string, code: string) {
  return api<CheckInAnswer>(guestListPath(eventId, 'check-in'), { method: 'POST', body: { code } });
}
