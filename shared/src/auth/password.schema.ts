import { z } from 'zod';
import { emailField, passwordField } from '../fields';

/** Body of POST /api/auth/change-password: the current password proves it is her, the new one follows the registration rules. */
export const ChangePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Please enter your current password.' })
    .min(1, { error: 'Please enter your current password.' })
    .max(1024, { error: 'Your current password is not right.' }),
  newPassword: passwordField(),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** Body of POST /api/auth/forgot-password. */
export const ForgotPasswordBody = z.object({ email: emailField() });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/** Body of POST /api/auth/reset-password: the token from the e-mailed link's fragment and the new password. */
export const ResetPasswordBody = z.object({
  token: z.string({ error: 'This reset link is not valid.' }).max(200, { error: 'This reset link is not valid.' }),
  newPassword: passwordField(),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** Texts of the password screens and calls, the same on the server and in the forms. */
export const passwordMessages = {
  wrongCurrentPassword: 'Your current password is not right.',
  changed: 'Your password has been changed. You are still signed in here; every other session has ended.',
  changeRequired: 'Please choose your own password before you go on.',
  resetRequested:
    'If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.',
  resetLinkInvalid: 'This reset link is not valid, has expired or has already been used. Please ask for a new one.',
  resetDone: 'Your password has been changed. Please sign in with it.',
  sessionsEnded: 'Your password was changed. Please sign in again.',
} as const;
