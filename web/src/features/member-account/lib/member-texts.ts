import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { memberAccountMessages } from '@wfc/shared';

/**
 * The texts of shared/src/member-account/member-account.messages.ts that the browser shows itself,
 * when no answer of the server brought them (those come translated, decision 027); English word for
 * word, as shared-messages.test.ts checks.
 */
export const memberAccountTexts = {
  linkInvalid: msg`This sign-in link is not valid. Please ask for a new one.`,
  notSignedIn: msg`Please sign in to see your page.`,
} satisfies Partial<Record<keyof typeof memberAccountMessages, MessageDescriptor>>;
