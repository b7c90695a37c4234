import { randomBytes } from 'node:crypto';
import { messages, type CreateUserBody, type EnablerAccount, type PendingUser, type User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { assertRole } from '../../lib/permissions';
import { hashPassword } from '../auth/password-hash';
import * as repository from './user.repository';

export type { Account } from './user.repository';

/**
 * Creates an account in the given state; one per e-mail address, even when two requests race
 * (the unique index decides, and the loser gets the same 409).
 */
export async function createAccount(
  database: Database,
  input: CreateUserBody,
  status: 'pending' | 'active',
  actor: User | null,
  now: Date,
  options: { mustChangePassword?: boolean } = {},
): Promise<User> {
  const taken = () => conflict(messages.emailRegistered, 'EMAIL_TAKEN');
  // Checked before hashing, so that a duplicate costs no half-second of scrypt.
  if (await repository.emailExists(database.db, input.email)) throw taken();
  const passwordHash = await hashPassword(input.password);
  const stamp = now.toISOString();
  const id = newId();
  try {
    await repository.insertUser(database.db, {
      id,
      name: input.name,
      email: input.email,
      password_hash: passwordHash,
      role: input.role,
      status,
      created_at: stamp,
      updated_at: stamp,
      approved_at: status === 'active' ? stamp : null,
      approved_by: status === 'active' ? (actor?._id ?? null) : null,
      must_change_password: options.mustChangePassword ? 1 : 0,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return { _id: id, name: input.name, email: input.email, role: input.role };
}

/** An admin creates an account of any role, active at once. */
export async function createUserByAdmin(database: Database, input: CreateUserBody, actor: User, now: Date): Promise<User> {
  assertRole(actor, 'admin');
  return createAccount(database, input, 'active', actor, now);
}

/** Accounts waiting for an admin's approval (enablers and operators), oldest first. */
export async function listPendingAccounts(database: Database, actor: User): Promise<PendingUser[]> {
  assertRole(actor, 'admin');
  return repository.listPendingUsers(database.db);
}

/** Makes a pending account active; 404 when the id is unknown or the account is not pending. */
export async function approveAccount(database: Database, id: string, actor: User, now: Date): Promise<User> {
  assertRole(actor, 'admin');
  const missing = () => notFound('We could not find a pending account with that id.');
  // Conditional on `pending`, so two admins approving at once both succeed at most once.
  const approved = await repository.approvePendingUser(database.db, id, actor._id, now.toISOString());
  if (!approved) throw missing();
  const account = await repository.findAccountById(database.db, id);
  if (!account) throw missing();
  return account.user;
}

/** Active enabler accounts, for the operator's Assign Enabler list. */
export async function listActiveEnablers(database: Database, actor: User): Promise<EnablerAccount[]> {
  assertRole(actor, 'operator', 'admin');
  return repository.listActiveEnablers(database.db);
}

/** Stamps an account's last successful sign-in (shown on the admin's Users screen). */
export const recordSignIn = (database: Database, id: string, now: Date) => repository.setLastSignIn(database.db, id, now.toISOString());

/** An account with its state, or undefined. */
export const findAccountById = (database: Database, id: string) => repository.findAccountById(database.db, id);

/** An account and its password hash, for login only. */
export const findCredentialsByEmail = (database: Database, email: string) =>
  repository.findCredentialsByEmail(database.db, email);

/** An account and its password hash by id, for checking her current password. */
export const findCredentialsById = (database: Database, id: string) => repository.findCredentialsById(database.db, id);

/** Stores a new password hash and ends every older session (see the repository); the new session version or undefined. */
export const replacePassword = repository.replacePassword;

/** The account of an active enabler, or undefined (unknown, pending, disabled or another role). */
export async function findActiveEnabler(database: Database, id: string): Promise<User | undefined> {
  const account = await repository.findAccountById(database.db, id);
  return account?.status === 'active' && account.user.role === 'enabler' ? account.user : undefined;
}

export type FirstAdminResult =
  | { created: false; reason: 'admin-exists' | 'email-taken' }
  | { created: true; email: string; generatedPassword: string | undefined };

/**
 * On a database with no admin, creates one from ADMIN_EMAIL / ADMIN_PASSWORD, or with a random
 * password that the caller must show once. Safe when two processes start together: the unique
 * e-mail decides, and the loser creates nothing (and so has no password to show).
 */
export async function ensureFirstAdmin(
  database: Database,
  settings: { email: string; password: string | undefined },
  now: Date,
): Promise<FirstAdminResult> {
  if (await repository.adminExists(database.db)) return { created: false, reason: 'admin-exists' };
  const generatedPassword = settings.password ? undefined : randomBytes(18).toString('base64url');
  const password = settings.password ?? generatedPassword ?? '';
  try {
    // A generated password was shown on a terminal: she must choose her own before anything else.
    const mustChangePassword = generatedPassword !== undefined;
    await createAccount(database, { name: 'Administrator', email: settings.email, password, role: 'admin' }, 'active', null, now, { mustChangePassword });
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'EMAIL_TAKEN')) throw error;
    // Another process created it first, or a non-admin account already uses this address.
    return { created: false, reason: (await repository.adminExists(database.db)) ? 'admin-exists' : 'email-taken' };
  }
  return { created: true, email: settings.email, generatedPassword };
}

/**
 * Who is told as "the operators" (help-loop plan): every active operator, or every active admin
 * when there is no operator. Takes the caller's transaction, so the list is read where the mail is
 * written.
 */
export async function listNotifiedOperators(db: Kysely<DB>): Promise<User[]> {
  const operators = await repository.listActiveAccountsByRole(db, 'operator');
  return operators.length > 0 ? operators : repository.listActiveAccountsByRole(db, 'admin');
}

/** A staff account with its state, read inside the caller's transaction. */
export const findAccountWithin = (db: Kysely<DB>, id: string) => repository.findAccountById(db, id);

/** An active staff account by id, read inside the caller's transaction; undefined otherwise. */
export async function findActiveAccount(db: Kysely<DB>, id: string): Promise<User | undefined> {
  const account = await repository.findAccountById(db, id);
  return account?.status === 'active' ? account.user : undefined;
}

/** An account by e-mail address with its state, read inside the caller's transaction. */
export async function findAccountByEmailWithin(db: Kysely<DB>, email: string): Promise<repository.Account | undefined> {
  return (await repository.findCredentialsByEmail(db, email))?.account;
}
