import type { PublicRegistration } from '@wfc/shared';

/**
 * What registration here offers now (issue 30), as a card's link and the event page's button say it:
 * register, join the waitlist (every place taken), closed (its time passed, full without a waitlist,
 * or the event began), or cancelled.
 */
export type RegistrationState = 'register' | 'waitlist' | 'closed' | 'cancelled';

export function registrationStateOf(registration: PublicRegistration): RegistrationState {
  if (registration.cancelledAt !== null || registration.closedBecause === 'cancelled') return 'cancelled';
  if (!registration.open) return 'closed';
  return registration.placesLeft === 0 ? 'waitlist' : 'register';
}
