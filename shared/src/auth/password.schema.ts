import { z } from 'zod';
import { emailField, passwordField } from '../fields';

export { passwordMessages } from './password.messages';

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
