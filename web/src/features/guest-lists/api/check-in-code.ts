import type { CheckInAnswer } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { guestListPath } from './guest-list-path';

/**
 * POST /api/admin/guest-lists/:id/check-in: the guest whose code was scanned or typed, checked in (or
 * already); with `preview`, only found (a scan with Express mode off).
 */
export function checkInCode(eventId: string, code: string, preview = false) {
  return api<CheckInAnswer>(guestListPath(eventId, 'check-in'), { method: 'POST', body: preview ? { code, preview } : { code } });
}
