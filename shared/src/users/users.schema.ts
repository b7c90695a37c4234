import { z } from 'zod';
import { accountStatuses, roles, type AccountStatus, type User } from '../auth/auth.schema';

const LIMIT_MESSAGE = 'Limit must be a whole number from 1 to 200.';

/** Query of GET /api/admin/users: search, filters and one page, newest accounts first. */
export const UserListQuery = z.object({
  /** Part of a name or e-mail address; blank means everyone. */
  q: z
    .string()
    .trim()
    .max(100, { error: 'Please search with at most 100 characters.' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  role: z.enum(roles, { error: 'Role must be admin, operator or enabler.' }).optional(),
  status: z.enum(accountStatuses, { error: 'Status must be pending, invited, active or deactivated.' }).optional(),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE })
    .max(200, { error: LIMIT_MESSAGE })
    .default(50),
  cursor: z.string().max(200, { error: 'That page link is not valid.' }).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

/** One account on the admin's Users screen. */
export interface AccountSummary extends User {
  status: AccountStatus;
  createdAt: string;
  /** Her last successful sign-in, or null when she never signed in. */
  lastSignInAt: string | null;
  /** Whether she signs in with a second factor (decision 020). */
  twoFactorEnabled: boolean;
  /** While she is `invited`: when her current invitation's link stops working; null otherwise. */
  inviteExpiresAt: string | null;
}

/** Body of POST /api/admin/users/:id/role. */
export const ChangeRoleBody = z.object({
  role: z.enum(roles, { error: 'Please choose Admin, Operator or Enabler.' }),
});
export type ChangeRoleBody = z.infer<typeof ChangeRoleBody>;

/** The answer of a role change, a deactivation or a reactivation. */
export interface AccountChangeResponse {
  message: string;
  user: AccountSummary;
  /** How many of her open cases went back to the queue (a deactivation or leaving the enabler role). */
  returnedCases: number;
  /** How many of her unanswered inquiries went to the operators' inbox (the same changes). */
  returnedInquiries: number;
}

/** The Users screen's words, shared by the server's answers and the web's texts. */
export const userAdminMessages = {
  roleChanged: 'Role changed.',
  deactivated: 'Account deactivated.',
  reactivated: 'Account reactivated.',
  notFound: 'We could not find that account.',
  sameRole: 'This account already has that role.',
  alreadyDeactivated: 'This account is already deactivated.',
  notDeactivated: 'Only a deactivated account can be reactivated.',
  lastAdmin: 'This is the last active admin. Make another account an admin first.',
  casesReturnedNote: 'Her account was deactivated or her role changed, so the case went back to the queue.',
  inquiriesReturnedNote: "Her account was deactivated or her role changed, so the inquiry went to the operators' inbox.",
} as const;
