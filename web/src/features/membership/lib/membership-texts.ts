import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { memberMessages } from '@wfc/shared/members/members.messages';

/**
 * The texts of shared/src/members/members.messages.ts that the membership pages show themselves,
 * when no answer of the server brought them (those come translated, decision 027); English word for
 * word, as shared-messages.test.ts checks.
 */
export const membershipTexts = {
  checkInbox: msg`Please check your inbox: we have sent you a link to confirm your membership.`,
  linkInvalid: msg`This link is not valid or has expired. If you signed up more than 30 days ago, please write to the club.`,
} satisfies Partial<Record<keyof typeof memberMessages, MessageDescriptor>>;
