import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GuestCounts, GuestState, RegistrationStatus } from '@wfc/shared';

/** Each registration's status in words, as the guest list shows it. */
export const guestStatusTexts = {
  confirmed: msg({ message: 'Going', context: 'a guest’s status' }),
  pending: msg`Waiting for approval`,
  waitlisted: msg`On the waitlist`,
  offered: msg`Offered a place`,
  cancelled: msg`Cancelled`,
  declined: msg`Declined`,
} satisfies Record<RegistrationStatus, MessageDescriptor>;

/** The guest list's filters, in their order. */
export const guestStateTexts = {
  going: msg`Going`,
  pending: msg`Pending`,
  waitlist: msg`Waitlist`,
  cancelled: msg`Cancelled`,
  'checked-in': msg`Checked in`,
  'never-opened': msg`Never opened her link`,
} satisfies Record<GuestState, MessageDescriptor>;

/** Which count of the event each filter shows beside its name. */
export const countOfState = {
  going: 'going',
  pending: 'pending',
  waitlist: 'waitlist',
  cancelled: 'cancelled',
  'checked-in': 'checkedIn',
  'never-opened': 'neverOpened',
} as const satisfies Record<GuestState, keyof GuestCounts>;
