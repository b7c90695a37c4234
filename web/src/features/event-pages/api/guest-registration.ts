import type { GuestRegistration } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/events/registration: her registration, by her link's token (in the body, never in an address). */
export function readGuestRegistration(token: string) {
  return api<GuestRegistration>('/api/events/registration', { body: { token }, anonymous: true });
}

/** What her link may do: cancel her registration, or take the place offered to her. */
export type GuestAction = 'cancel' | 'accept';

/** POST /api/events/registration/cancel or /accept: her registration as it is now, and what happened. */
export function changeGuestRegistration(action: GuestAction, token: string) {
  return api<{ registration: GuestRegistration; message: string }>(`/api/events/registration/${action}`, {
    body: { token },
    anonymous: true,
  });
}
