import { z } from 'zod';
import type { LoginResponse } from './auth.schema';
import { twoFactorMessages } from './two-factor.messages';

export { twoFactorMessages } from './two-factor.messages';

/** A code as typed: an app's 6 digits or a recovery code (spaces and dashes allowed). */
const codeField = () =>
  z
    .string({ error: twoFactorMessages.codeRequired })
    .trim()
    .min(1, { error: twoFactorMessages.codeRequired })
    .max(64, { error: twoFactorMessages.wrongCode });

/** Body of POST /api/auth/two-factor/recovery-codes: a code from her app. */
export const TwoFactorCodeBody = z.object({ code: codeField() });
export type TwoFactorCodeBody = z.infer<typeof TwoFactorCodeBody>;

/** Her current password, as asked before her second factor is turned on or off. */
const currentPasswordField = () =>
  z
    .string({ error: 'Please enter your password.' })
    .min(1, { error: 'Please enter your password.' })
    .max(1024, { error: 'Your password is not right.' });

/** Body of POST /api/auth/two-factor/confirm: her current password and the first code from her app (issue 26). */
export const ConfirmTwoFactorBody = z.object({ password: currentPasswordField(), code: codeField() });
export type ConfirmTwoFactorBody = z.infer<typeof ConfirmTwoFactorBody>;

/** Body of POST /api/auth/two-factor/disable: her password and a code. */
export const DisableTwoFactorBody = z.object({ password: currentPasswordField(), code: codeField() });
export type DisableTwoFactorBody = z.infer<typeof DisableTwoFactorBody>;

/** Body of POST /api/auth/login/two-factor: the challenge login answered and a code. */
export const LoginTwoFactorBody = z.object({
  challengeToken: z.string({ error: twoFactorMessages.challengeInvalid }).max(200, { error: twoFactorMessages.challengeInvalid }),
  code: codeField(),
});
export type LoginTwoFactorBody = z.infer<typeof LoginTwoFactorBody>;

/** What login answers when the password was right and the account uses two-factor sign-in. */
export interface LoginChallengeResponse {
  twoFactorRequired: true;
  /** Sent back with the code to POST /api/auth/login/two-factor; five minutes, five attempts. */
  challengeToken: string;
}

/** Login's answer: signed in, or asked for a code. */
export type LoginResult = LoginResponse | LoginChallengeResponse;

/** Whether a login answer asks for a code. */
export const isLoginChallenge = (result: LoginResult): result is LoginChallengeResponse => 'twoFactorRequired' in result;

/** GET /api/auth/two-factor: her second factor as the Account page shows it. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** Unused recovery codes left (0 when off). */
  recoveryCodesLeft: number;
  /** She is an admin and admins must use it. */
  required: boolean;
}

/** POST /api/auth/two-factor/setup: a new secret waiting for its first code. */
export interface TwoFactorSetup {
  /** Base32, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// URI the QR code carries. */
  otpauthUri: string;
}

/** The answer of confirm and of regenerating: the codes, shown once. */
export interface RecoveryCodesResponse {
  message: string;
  recoveryCodes: string[];
}
