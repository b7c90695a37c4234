import { z } from 'zod';
import { emailField } from '../fields';

/**
 * One sign-in throttle as the admin's "Sign-in throttles" screen lists it (decision 017): the failed
 * sign-ins of one e-mail address from one client address within the last 15 minutes.
 */
export interface SignInThrottleEntry {
  /** The e-mail address that was tried (an account's or not). */
  email: string;
  /** The client address the attempts came from (an IPv6 address stands for its /64). */
  address: string;
  /** Failures of this e-mail from this address within 15 minutes. */
  failures: number;
  /** Failures from this address within 15 minutes, whatever the e-mail. */
  addressFailures: number;
  lastFailureAt: string;
  /** Until when this e-mail may not be tried from this address; null when it may be now. */
  lockedUntil: string | null;
}

/** The longest client address the API accepts (an IPv6 address with a zone is well under it). */
export const MAX_CLIENT_ADDRESS = 100;

/** Body of DELETE /api/admin/sign-in-throttles: which throttle to clear (the e-mail never goes in a URL). */
export const ClearSignInThrottleBody = z.object({
  email: emailField(),
  address: z
    .string({ error: 'Please say which address to clear.' })
    .trim()
    .min(1, { error: 'Please say which address to clear.' })
    .max(MAX_CLIENT_ADDRESS, { error: 'That is not a client address.' }),
});
export type ClearSignInThrottleBody = z.infer<typeof ClearSignInThrottleBody>;

/** Texts of the Sign-in throttles screen and its routes. */
export const signInThrottleMessages = {
  cleared: 'Throttle cleared. That address may try that e-mail again now.',
  notFound: 'That throttle has already ended.',
} as const;
