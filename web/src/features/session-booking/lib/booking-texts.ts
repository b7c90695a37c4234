import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { sessionMessages } from '@wfc/shared';

/**
 * The texts of shared/src/sessions/session.messages.ts that the booking pages show themselves (issue
 * 31), as site messages; English word for word, as shared-messages.test.ts checks. The server's
 * answers (a booking's message, a refusal) come translated already.
 */
export const sessionTexts = {
  enablerNotFound: msg`We could not find that enabler.`,
  notBookable: msg`This enabler does not take bookings at the moment.`,
  slotTaken: msg`Sorry, that time was just taken. Please choose another.`,
  linkInvalid: msg`This link is not valid. Please use the link in your latest e-mail about this session.`,
} satisfies Partial<Record<keyof typeof sessionMessages, MessageDescriptor>>;
