import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { newsletterMessages } from '@wfc/shared/newsletters/newsletter.messages';

/**
 * The texts of shared/src/newsletters/newsletter.messages.ts that the preferences page shows itself,
 * when no answer of the server brought them (those come translated, decision 027); English word for
 * word, as shared-messages.test.ts checks.
 */
export const preferencesTexts = {
  linkInvalid: msg`This link is not valid. Please sign in on the member page to choose your e-mail.`,
} satisfies Partial<Record<keyof typeof newsletterMessages, MessageDescriptor>>;
