import { randomBytes } from 'node:crypto';
import {
  messages,
  type CreateUserBody,
  type AssignableEnabler,
  type EnablerAvailability,
  type PendingAccountsQuery,
  type PendingUser,
  type User,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { newId } from '../../lib/ids';
import { assertRole } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import type { PasswordHasher } from '../auth/password-hash';
import { assertStrongPassword } from '../auth/password-policy';
import * as repository from './user.repository';

export type { Account } from './user.repository';

export interface CreateAccountOptions {
  mustChangePassword?: boolean;
  /** An admin's new account replaces a pending registration of the same address that never proved it. */
  replaceUnverified?: boolean;
  /** Runs inside the account's transaction once it is stored: its mail, its audit line. */
  within?: (trx: Kysely<DB>, user: User) => Promise<void>;
}

/**
 * Creates an account in the given state; one per e-mail address, even when two requests race
 * (the unique index decides, and the loser gets the same 409).
 */
export async function createAccount(
  database: Database,
  input: CreateUserBody,
  status: 'pending' | 'invited' | 'active',
  actor: User | null,
  passwordHasher: PasswordHasher,
  now: Date,
  options: CreateAccountOptions = {},
): Promise<User> {
  const taken = () => conflict(messages.emailRegistered, 'EMAIL_TAKEN');
  // Checked before hashing, so that a duplicate costs no half-second of scrypt.
  const replaceable = options.replaceUnverified ? await repository.findUnverifiedPendingIdByEmail(database.db, input.email) : undefined;
  if (replaceable === undefined && (await repository.emailExists(database.db, input.email))) throw taken();
  const passwordHash = await passwordHasher.hash(input.password);
  const stamp = now.toISOString();
  const user: User = { _id: newId(), name: input.name, email: input.email, role: input.role };
  try {
    await database.writeTransaction(async (trx) => {
      const unverified = options.replaceUnverified ? await repository.findUnverifiedPendingIdByEmail(trx, input.email) : undefined;
      if (unverified !== undefined && (await repository.deletePendingUser(trx, unverified))) {
        const detail = `replaced by a new ${input.role} account`;
        await recordAudit(
          trx,
          { action: 'registration-replaced', actorId: actor?._id ?? null, subject: { kind: 'account', id: unverified }, detail },
          now,
        );
      }
      await repository.insertUser(trx, {
        id: user._id,
        name: input.name,
        email: input.email,
        password_hash: passwordHash,
        role: input.role,
        status,
        created_at: stamp,
        updated_at: stamp,
        // An invited account was approved by the admin who invited her.
        approved_at: status === 'pending' ? null : stamp,
        approved_by: status === 'pending' ? null : (actor?._id ?? null),
        must_change_password: options.mustChangePassword ? 1 : 0,
      });
      await options.within?.(trx, user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  return user;
}

/**
 * An admin creates an account of any role, active at once. An address held by a pending
 * registration that never proved it is taken over (decision 015); any other holder gives 409.
 * A common password or one containing the address's name is refused (decision 020), in words
 * for the admin; audited as `account-created`. The Users screen invites instead (invite.service.ts).
 */
export async function createUserByAdmin(
  database: Database,
  input: CreateUserBody,
  actor: User,
  passwordHasher: PasswordHasher,
  now: Date,
): Promise<User> {
  assertRole(actor, 'admin');
  assertStrongPassword(input.password, input.email, 'password', 'their');
  return createAccount(database, input, 'active', actor, passwordHasher, now, {
    replaceUnverified: true,
    within: (trx, user) =>
      recordAudit(
        trx,
        { action: 'account-created', actorId: actor._id, subject: { kind: 'account', id: user._id }, detail: user.role },
        now,
      ),
  });
}

/** One page of the accounts waiting for an admin's approval (enablers and operators), oldest first. */
export async function listPendingAccounts(
  database: Database,
  query: PendingAccountsQuery,
  actor: User,
): Promise<{ accounts: PendingUser[]; total: number; nextCursor: string | undefined }> {
  assertRole(actor, 'admin');
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  // One row more than asked tells whether another page exists.
  const [rows, total] = await Promise.all([
    repository.listPendingUsers(database.db, { limit: query.limit + 1, after }),
    repository.countPendingUsers(database.db),
  ]);
  const { page: accounts, nextCursor } = pageOf(rows, query.limit, (row) => ({ createdAt: row.createdAt, id: row._id }));
  return { accounts, total, nextCursor };
}

/** Makes a pending account active inside the caller's transaction; false when it is unknown or not pending. */
export const approvePendingWithin = (db: Kysely<DB>, id: string, approvedBy: string, now: Date) =>
  repository.approvePendingUser(db, id, approvedBy, now.toISOString());

/** Deletes a pending account and its verification links inside the caller's transaction; false when it is not pending. */
export const deletePendingWithin = repository.deletePendingUser;

/** Marks an account's address as proven inside the caller's transaction (the first time stays). */
export const markEmailVerifiedWithin = (db: Kysely<DB>, id: string, now: Date) => repository.markEmailVerified(db, id, now.toISOString());

/** Active accounts of one role, read inside the caller's transaction (who is told as "the admins"). */
export const listActiveAccountsWithin = repository.listActiveAccountsByRole;

/** The id of the pending account using `email` that has not proven it yet, read inside the caller's transaction. */
export const findUnverifiedPendingWithin = repository.findUnverifiedPendingIdByEmail;

/** Active enabler accounts, for the operator's Assign Enabler list. */
export async function listActiveEnablers(database: Database, actor: User, now: Date): Promise<AssignableEnabler[]> {
  assertRole(actor, 'operator', 'admin');
  return repository.listActiveEnablers(database.db, now.toISOString().slice(0, 10));
}

/** An enabler's own availability for new cases. */
export async function getAvailability(database: Database, actor: User): Promise<EnablerAvailability> {
  assertRole(actor, 'enabler');
  const availability = await repository.findAvailability(database.db, actor._id);
  if (!availability) throw notFound('We could not find your account.');
  return availability;
}

/** An enabler sets her own availability; a date to be back must not be in the past. */
export async function setAvailability(
  database: Database,
  input: EnablerAvailability,
  actor: User,
  now: Date,
): Promise<EnablerAvailability> {
  assertRole(actor, 'enabler');
  const today = now.toISOString().slice(0, 10);
  if (input.awayUntil !== null && input.awayUntil < today) {
    const past = 'Please choose a day from today on, or clear the date.';
    throw badRequest(past, { awayUntil: past });
  }
  await repository.updateAvailability(database.db, actor._id, input, now.toISOString());
  return input;
}

/** Stamps an account's last successful sign-in (shown on the admin's Users screen). */
export const recordSignIn = (database: Database, id: string, now: Date) => repository.setLastSignIn(database.db, id, now.toISOString());

/** An account with its state, or undefined. */
export const findAccountById = (database: Database, id: string) => repository.findAccountById(database.db, id);

/** An account and its password hash, for login only. */
export const findCredentialsByEmail = (database: Database, email: string) => repository.findCredentialsByEmail(database.db, email);

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
  { created: false; reason: 'admin-exists' | 'email-taken' } | { created: true; email: string; generatedPassword: string | undefined };

/**
 * On a database with no admin, creates one from ADMIN_EMAIL / ADMIN_PASSWORD, or with a random
 * password that the caller must show once. Safe when two processes start together: the unique
 * e-mail decides, and the loser creates nothing (and so has no password to show).
 */
export async function ensureFirstAdmin(
  database: Database,
  settings: { email: string; password: string | undefined },
  passwordHasher: PasswordHasher,
  now: Date,
): Promise<FirstAdminResult> {
  if (await repository.adminExists(database.db)) return { created: false, reason: 'admin-exists' };
  const generatedPassword = settings.password ? undefined : randomBytes(18).toString('base64url');
  const password = settings.password ?? generatedPassword ?? '';
  try {
    // A generated password was shown on a terminal: she must choose her own before anything else.
    const mustChangePassword = generatedPassword !== undefined;
    const input = { name: 'Administrator', email: settings.email, password, role: 'admin' } as const;
    await createAccount(database, input, 'active', null, passwordHasher, now, { mustChangePassword });
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
