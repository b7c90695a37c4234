import type { GuestListEvent } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { GUEST_LISTS_PATH } from './guest-list-path';

/** GET /api/admin/guest-lists: the events taking registrations here, soonest first, then past ones. */
export function getGuestListEvents(signal: AbortSignal) {
  return api<GuestListEvent[]>(GUEST_LISTS_PATH, { signal });
}
