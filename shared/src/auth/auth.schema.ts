import { z } from 'zod';
import { CONTROL_IN_LINE, emailField, hasInvisibleCharacters, nameField, pageQuery, passwordField } from '../fields';

/** Staff roles. A stored role outside this list sends the Dashboard link home. */
export const roles = ['admin', 'operator', 'enabler'] as const;
export type Role = (typeof roles)[number];

/**
 * Account states: registered accounts wait for an admin's approval; an invited one waits until she
 * chooses her password through her invitation (issue 26); an admin may deactivate one (decision 014).
 */
export const accountStatuses = ['pending', 'invited', 'active', 'deactivated'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** Body of POST /api/auth/register: only enabler and operator may register themselves. */
export const RegisterBody = z.object({
  name: nameField('full name'),
  email: emailField(),
  password: passwordField(),
  role: z.enum(['enabler', 'operator'], { error: 'Please choose Enabler or Operator.' }),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** A staff member's name as an admin types it for someone else (the messages speak to the admin). */
export const staffNameField = () =>
  z
    .string({ error: 'Please enter the name.' })
    .trim()
    .min(1, { error: 'Please enter the name.' })
    .max(100, { error: 'The name must be at most 100 characters.' })
    .refine((value) => !CONTROL_IN_LINE.test(value), { error: 'The name contains characters we cannot accept.' })
    .refine((value) => !hasInvisibleCharacters(value), {
      error: 'The name contains invisible or text-direction characters. Please type it again without them.',
    });

/**
 * Body of POST /api/admin/create-user: an admin may create any role. Kept for the API contract;
 * the Users screen invites instead (InviteUserBody), and such an account must choose her own
 * password at her first sign-in (issue 26).
 */
export const CreateUserBody = RegisterBody.extend({
  name: staffNameField(),
  password: passwordField('The'),
  role: z.enum(roles, { error: 'Please choose Operator, Enabler or Admin.' }),
});
export type CreateUserBody = z.infer<typeof CreateUserBody>;

/** Body of POST /api/auth/login. The password is not length-checked here: a wrong one is simply wrong. */
export const LoginBody = z.object({
  email: emailField(),
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, { error: 'Please enter your password.' })
    .max(1024, { error: 'Invalid email or password' }),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** A staff account as the API shows it. */
export interface User {
  _id: string;
  name: string;
  email: string;
  role: Role;
}

/** Query of GET /api/admin/pending-enablers: oldest first, 100 a page unless `limit` says otherwise. */
export const PendingAccountsQuery = pageQuery(100);
export type PendingAccountsQuery = z.infer<typeof PendingAccountsQuery>;

/** An account waiting for approval, as GET /api/admin/pending-enablers lists it. */
export interface PendingUser extends User {
  createdAt: string;
  /** Whether she followed the verification link e-mailed at registration. */
  emailVerified: boolean;
}

/** An active enabler account, as GET /api/operator/enablers lists it (not a directory profile). */
export interface EnablerAccount {
  _id: string;
  name: string;
  email: string;
}

/** An active enabler as the operator's Assign Enabler list shows her (GET /api/operator/enablers). */
export interface AssignableEnabler extends EnablerAccount {
  /** Her cases not yet completed. */
  openCases: number;
  /** The open cases she takes at most. */
  capacity: number;
  takingNewCases: boolean;
  /** The day she is back (YYYY-MM-DD), or null. */
  awayUntil: string | null;
  /** Taking new cases and not away today. */
  available: boolean;
  /** Her open cases have reached her capacity. */
  full: boolean;
}

/** The signed-in account as login, me and a password change answer it. */
export interface SignedInUser extends User {
  /** True while she must choose her own password (the first admin's generated one) before anything else. */
  mustChangePassword: boolean;
  /** True while she is an admin without two-factor sign-in and admins must use it (decision 020). */
  mustSetUpTwoFactor: boolean;
}

export interface LoginResponse {
  token: string;
  user: SignedInUser;
}
