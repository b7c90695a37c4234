import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { messages } from '@wfc/shared/messages';

/**
 * The texts of shared/src/messages.ts (product-spec.md §8) that the browser shows itself, as
 * messages of the site's catalogs so they are translated like every other text. English is the
 * spec's, word for word: shared-messages.test.ts compares each one with the shared text.
 */
export const sharedMessages = {
  inquirySuccess: msg`Inquiry submitted successfully!`,
  inquiryErrorPrefix: msg`Error: `,
  inquiryServerError: msg`Server error. Please try again later.`,
  inquiryClosingHint: msg`Closing in 2 seconds...`,
  helpSuccess: msg`Your question has been submitted. We'll get back to you soon!`,
  helpError: msg`Something went wrong. Please try again.`,
  helpNetworkError: msg`Failed to connect to the server. Please try again later.`,
  chatEmptyReply: msg`I couldn't generate a response. Please try again.`,
  chatFailure: msg`I apologize, but I'm having trouble processing your request at the moment. Please try again later.`,
  loginFailed: msg`Login failed`,
  registerSuccess: msg`Registered successfully. Please login.`,
  registerFailed: msg`Registration failed`,
  membershipSuccess: msg`Successfully submitted!`,
  membershipDuplicate: msg`This email is already subscribed.`,
  fetchCasesFailed: msg`Failed to fetch cases`,
  fetchEnablersFailed: msg`Failed to fetch enablers`,
  fetchReportsFailed: msg`Failed to fetch reports`,
  assignFailed: msg`Failed to assign case`,
  userCreated: msg`User created successfully`,
  accountApproved: msg`Account approved`,
  invalidCredentials: msg`Invalid email or password`,
  accountPending: msg`Your account is awaiting approval by an administrator.`,
  emailRegistered: msg`Email already registered`,
  noReports: msg`No reports available`,
} satisfies Record<keyof typeof messages, MessageDescriptor>;
