// No zod here: pages that show these texts need not load the schemas (which need eval, refused by the CSP).

/** Texts of the password screens and calls, the same on the server and in the forms. */
export const passwordMessages = {
  wrongCurrentPassword: 'Your current password is not right.',
  changed: 'Your password has been changed. You are still signed in here; every other session has ended.',
  changeRequired: 'Please choose your own password before you go on.',
  resetRequested: 'If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.',
  resetLinkInvalid: 'This reset link is not valid, has expired or has already been used. Please ask for a new one.',
  resetDone: 'Your password has been changed. Please sign in with it.',
  sessionsEnded: 'Your password was changed. Please sign in again.',
  tooCommon: 'This password is too common and easy to guess. Please choose a less common one.',
  containsEmail: 'Your password must not contain your email address or the part before its @. Please choose another one.',
  /** The same, to an admin choosing someone else's password (POST /api/admin/create-user). */
  containsTheirEmail: 'The password must not contain the email address or the part before its @. Please choose another one.',
  /** What the forms say about a new password, under its field. */
  newPasswordHint: 'At least 8 characters; not a common password, and not containing your email address.',
} as const;
