import type { Guest, GuestCounts } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { guestListPath } from './guest-list-path';

/** What staff do to one guest: each a route of its own under `…/guests/:guestId/`. */
export type GuestAction = 'approve' | 'decline' | 'confirm' | 'cancel' | 'check-in' | 'undo-check-in';

/** The answer of a guest's action: her as she is now, the event's counts, and the server's message. */
export interface GuestChange {
  guest: Guest;
  counts: GuestCounts;
  message: string;
  /** Check-in only: she was checked in before this call. */
  already?: boolean;
}

/**
 * POST /api/admin/guest-lists/:id/guests/:guestId/<action>: approve or decline a pending guest,
 * confirm (move up) a waitlisted one, cancel a registration, check her in (found by name) or undo it.
 */
export function changeGuest(eventId: string, guestId: string, action: GuestAction) {
  return api<GuestChange>(guestListPath(eventId, `guests/${encodeURIComponent(guestId)}/${action}`), { method: 'POST' });
}
