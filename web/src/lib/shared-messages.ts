import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { passwordMessages } from '@wfc/shared/auth/password.messages';
import type { signupMessages } from '@wfc/shared/auth/signup.messages';
import type { twoFactorMessages } from '@wfc/shared/auth/two-factor.messages';
import type { messages } from '@wfc/shared/messages';
import { helpMessages } from './help-messages';

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
  ...helpMessages,
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

/**
 * The sign-up texts of shared/src/auth/signup.messages.ts that the browser shows itself (the
 * server's answers come translated, decision 027); English word for word, as a test checks.
 */
export const signupTexts = {
  checkYourMail: msg`We have sent you an e-mail. Please open the link in it to confirm your address. An administrator then reviews your account.`,
  verifying: msg`Confirming your e-mail address…`,
  verified: msg`Thank you, your e-mail address is confirmed. An administrator will review your account; we will e-mail you when it is approved.`,
  verifyLinkInvalid: msg`This link is not valid, has expired or has already been used.`,
  noToken: msg`This page needs the link from your e-mail. Please open the link exactly as it was sent.`,
  resendIntro: msg`Link expired or lost? Enter the address you registered with and we will send a new one.`,
  rejected: msg`Request rejected`,
  emailVerified: msg`E-mail confirmed`,
  emailNotVerified: msg`E-mail not confirmed yet`,
} satisfies Partial<Record<keyof typeof signupMessages, MessageDescriptor>>;

/** The password texts of shared/src/auth/password.messages.ts that the browser shows itself. */
export const passwordTexts = {
  changed: msg`Your password has been changed. You are still signed in here; every other session has ended.`,
  changeRequired: msg`Please choose your own password before you go on.`,
  newPasswordHint: msg`At least 8 characters; not a common password, and not containing your email address.`,
} satisfies Partial<Record<keyof typeof passwordMessages, MessageDescriptor>>;

/** The two-factor texts of shared/src/auth/two-factor.messages.ts that the browser shows itself. */
export const twoFactorTexts = {
  codePrompt: msg`Enter the 6-digit code from your authenticator app.`,
  setupRequired: msg`Administrators must use two-factor sign-in. Please turn it on before you go on.`,
  settingsSaved: msg`Security settings saved.`,
} satisfies Partial<Record<keyof typeof twoFactorMessages, MessageDescriptor>>;

/**
 * A shared English text (a zod schema's message the browser checked itself) in the page's language,
 * when `texts` mirrors it; any other text as it is.
 */
export function translateShared<Key extends string>(
  i18n: I18n,
  english: string,
  shared: Readonly<Record<Key, string>>,
  texts: Partial<Record<Key, MessageDescriptor>>,
): string {
  const key = (Object.keys(shared) as Key[]).find((candidate) => shared[candidate] === english);
  const descriptor = key === undefined ? undefined : texts[key];
  return descriptor ? i18n._(descriptor) : english;
}
