// No zod here: the Create Account page imports these texts without the schemas (which need eval, refused by the CSP).

/** Texts of sign-up: verification, review and rejection, the same on the server and in the screens. */
export const signupMessages = {
  checkYourMail:
    'We have sent you an e-mail. Please open the link in it to confirm your address. An administrator then reviews your account.',
  verifying: 'Confirming your e-mail address…',
  verified:
    'Thank you, your e-mail address is confirmed. An administrator will review your account; we will e-mail you when it is approved.',
  verifyLinkInvalid: 'This link is not valid, has expired or has already been used.',
  noToken: 'This page needs the link from your e-mail. Please open the link exactly as it was sent.',
  resendIntro: 'Link expired or lost? Enter the address you registered with and we will send a new one.',
  resendSent: 'If a registration with this address is waiting for its confirmation, we have sent it a new link. Please check your inbox.',
  rejected: 'Request rejected',
  emailVerified: 'E-mail confirmed',
  emailNotVerified: 'E-mail not confirmed yet',
} as const;
