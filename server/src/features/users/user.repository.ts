import type { AccountStatus, EnablerAccount, PendingUser, Role, User } from '@wfc/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';

/** The only code that touches the users table. */

type UserRow = Selectable<UsersTable>;

/** A staff account with its state, as the server's own code sees it (never sent as is). */
export interface Account {
  user: User;
  status: AccountStatus;
  /** Tokens signed with another version are refused (a password change or reset raises it). */
  sessionVersion: number;
  /** Whether she must choose her own password before anything else. */
  mustChangePassword: boolean;
}

export function toUser(row: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>): User {
  return { _id: row.id, name: row.name, email: row.email, role: row.role as Role };
}

function toAccount(row: UserRow): Account {
  return { user: toUser(row), status: row.status as AccountStatus, sessionVersion: row.session_version, mustChangePassword: row.must_change_password === 1 };
}

export async function insertUser(db: Kysely<DB>, row: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export async function findAccountById(db: Kysely<DB>, id: string): Promise<Account | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

/** The account and its password hash, for login only. */
export async function findCredentialsByEmail(db: Kysely<DB>, email: string) {
  const row = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  return row ? { account: toAccount(row), passwordHash: row.password_hash } : undefined;
}

/** The account and its password hash, for checking her current password. */
export async function findCredentialsById(db: Kysely<DB>, id: string) {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? { account: toAccount(row), passwordHash: row.password_hash } : undefined;
}

/**
 * Stores a new password hash and raises the session version (ending every token signed before),
 * only while the account is active and still at `sessionVersion`: a second change racing this one
 * (or a reset) leaves 0 rows updated. Returns the new version, or undefined.
 */
export async function replacePassword(
  db: Kysely<DB>,
  change: { id: string; passwordHash: string; sessionVersion: number; now: string },
): Promise<number | undefined> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: change.passwordHash,
      session_version: eb('session_version', '+', 1),
      must_change_password: 0,
      password_changed_at: change.now,
      updated_at: change.now,
    }))
    .where('id', '=', change.id)
    .where('status', '=', 'active')
    .where('session_version', '=', change.sessionVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? change.sessionVersion + 1 : undefined;
}

export async function emailExists(db: Kysely<DB>, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export async function adminExists(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Accounts waiting for approval, oldest first. */
export async function listPendingUsers(db: Kysely<DB>): Promise<PendingUser[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'created_at'])
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...toUser(row), createdAt: row.created_at }));
}

/** Makes a pending account active; returns whether it was pending (0 rows when not). */
export async function approvePendingUser(db: Kysely<DB>, id: string, approvedBy: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ status: 'active', approved_at: now, approved_by: approvedBy, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listActiveEnablers(db: Kysely<DB>): Promise<EnablerAccount[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('status', '=', 'active')
    .where('role', '=', 'enabler')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ _id: row.id, name: row.name, email: row.email }));
}

/** Active accounts of one role, by name: who is told as "the operators". */
export async function listActiveAccountsByRole(db: Kysely<DB>, role: Role): Promise<User[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where('status', '=', 'active')
    .where('role', '=', role)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toUser);
}

/** Stamps her last successful sign-in. */
export async function setLastSignIn(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: now }).where('id', '=', id).execute();
}
