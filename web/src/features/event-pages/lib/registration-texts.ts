import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { eventMessages, PublicRegistration } from '@wfc/shared';

/**
 * The texts of shared/src/events/event.messages.ts that the event's pages show themselves (issue
 * 30), as site messages; English word for word, as shared-messages.test.ts checks. The server's
 * answers (a registration's message, a refusal) come translated already.
 */
export const eventRegistrationTexts = {
  closed: msg`Registration for this event is closed.`,
  started: msg`This event has already started, so registration is closed.`,
  cancelledEvent: msg`This event was cancelled.`,
  full: msg`Sorry, this event is full.`,
  linkInvalid: msg`This link is not valid. Please use the link in your latest e-mail about this event.`,
} satisfies Partial<Record<keyof typeof eventMessages, MessageDescriptor>>;

/** Why the form takes no registration now, in words. */
export const closedTexts: Record<NonNullable<PublicRegistration['closedBecause']>, MessageDescriptor> = {
  closed: eventRegistrationTexts.closed,
  started: eventRegistrationTexts.started,
  cancelled: eventRegistrationTexts.cancelledEvent,
  full: eventRegistrationTexts.full,
};
