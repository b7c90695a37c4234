import { z } from 'zod';
import { emailField } from '../fields';

export { signupMessages } from './signup.messages';

/** Body of POST /api/auth/verify-email: the token from the e-mailed link's fragment. */
export const VerifyEmailBody = z.object({
  token: z.string({ error: 'This link is not valid.' }).max(200, { error: 'This link is not valid.' }),
});
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

/** Body of POST /api/auth/resend-verification: the address a registration used. */
export const ResendVerificationBody = z.object({ email: emailField() });
export type ResendVerificationBody = z.infer<typeof ResendVerificationBody>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const CAPACITY_MESSAGE = 'Please enter a whole number of cases from 1 to 50.';

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
function isCalendarDay(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An enabler's availability for new cases, as GET and PUT /api/enabler/availability carry it. */
export const EnablerAvailability = z.object({
  /** Whether she takes new cases at all. */
  takingNewCases: z.boolean({ error: 'Please say whether you take new cases.' }),
  /** The day she is back (YYYY-MM-DD): she is away before it. Null when she is not away. */
  awayUntil: z.string({ error: 'Please enter a date.' }).refine(isCalendarDay, { error: 'Please enter a real date.' }).nullable(),
  /** How many open cases she takes at most. */
  capacity: z
    .number({ error: CAPACITY_MESSAGE })
    .int({ error: CAPACITY_MESSAGE })
    .min(1, { error: CAPACITY_MESSAGE })
    .max(50, { error: CAPACITY_MESSAGE }),
});
export type EnablerAvailability = z.infer<typeof EnablerAvailability>;

/** The open cases an enabler takes unless she says otherwise. */
export const DEFAULT_CASE_CAPACITY = 5;

/** Whether an enabler is available on `today` (YYYY-MM-DD): taking new cases and not away. */
export function isAvailableOn(availability: Pick<EnablerAvailability, 'takingNewCases' | 'awayUntil'>, today: string): boolean {
  return availability.takingNewCases && (availability.awayUntil === null || availability.awayUntil <= today);
}
