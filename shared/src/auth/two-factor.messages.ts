// No zod here: Member Login (a prerendered page) shows these texts without loading the schemas (which need eval, refused by the CSP).

/** Texts of the second factor (decision 020), the same on the server and in the screens. */
export const twoFactorMessages = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app.',
  codePrompt: 'Enter the 6-digit code from your authenticator app.',
  recoveryCodeRequired: 'Please enter one of your recovery codes.',
  wrongCode: 'That code is not right. Please check it and try again.',
  codeUsed: 'This code has already been used. Please wait for the next one.',
  challengeInvalid: 'Your sign-in has expired or had too many wrong codes. Please sign in again.',
  tooManyWrongCodes: 'Too many wrong codes for this account. Please wait',
  setupRequired: 'Administrators must use two-factor sign-in. Please turn it on before you go on.',
  alreadyOn: 'Two-factor sign-in is already on for your account.',
  notOn: 'Two-factor sign-in is not on for your account.',
  setupMissing: 'Please start the setup again: we have no code waiting to be confirmed.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each works once, and they are shown only now.',
  disabled: 'Two-factor sign-in is off.',
  regenerated: 'New recovery codes made. The old ones no longer work. They are shown only now.',
  resetByAdmin: 'Two-factor sign-in turned off. She signs in with her password and can turn it on again.',
  resetNotOn: 'This account does not use two-factor sign-in.',
  resetOwn: 'Turn off your own two-factor sign-in on your Account page.',
  requireOwnFirst: 'Please turn on two-factor sign-in for your own account first (Account page).',
  settingsSaved: 'Security settings saved.',
} as const;
