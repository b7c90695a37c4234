import { msg } from '@lingui/core/macro';

/**
 * The quick help form's three texts of shared/src/messages.ts (product-spec.md §8), apart from
 * shared-messages.ts: the home page's first load carries this module, and so only these three of the
 * shared texts (sharedMessages names them too, and its test compares them with the spec's).
 */
export const helpMessages = {
  helpSuccess: msg`Your question has been submitted. We'll get back to you soon!`,
  helpError: msg`Something went wrong. Please try again.`,
  helpNetworkError: msg`Failed to connect to the server. Please try again later.`,
};
