import {
  isAvailableOn,
  type AccountStatus,
  type AssignableEnabler,
  type EnablerAvailability,
  type PendingUser,
  type Role,
  type User,
} from '@wfc/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';
import type { PagePosition } from '../../lib/cursor';

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

function toUser(row: Pick<UserRow, 'id' | 'name' | 'email' | 'role'>): User {
  return { _id: row.id, name: row.name, email: row.email, role: row.role };
}

function toAccount(row: UserRow): Account {
  return {
    user: toUser(row),
    status: row.status,
    sessionVersion: row.session_version,
    mustChangePassword: row.must_change_password === 1,
  };
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
export async function listPendingUsers(
  db: Kysely<DB>,
  options: { limit: number; after: PagePosition | undefined },
): Promise<PendingUser[]> {
  let query = db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'created_at', 'email_verified_at'])
    .where('status', '=', 'pending');
  const after = options.after;
  // Oldest first, so the next page holds the rows after the last one shown.
  if (after) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(after.createdAt, after.id)));
  const rows = await query.orderBy('created_at').orderBy('id').limit(options.limit).execute();
  return rows.map((row) => ({ ...toUser(row), createdAt: row.created_at, emailVerified: row.email_verified_at !== null }));
}

export async function countPendingUsers(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
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

/** Active enablers by name, each with her availability and open cases as they stand on `today` (YYYY-MM-DD). */
export async function listActiveEnablers(db: Kysely<DB>, today: string): Promise<AssignableEnabler[]> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.name',
      'users.email',
      'users.taking_new_cases',
      'users.away_until',
      'users.case_capacity',
      eb
        .selectFrom('cases')
        .select((inner) => inner.fn.countAll<number | string>().as('open'))
        .whereRef('cases.assigned_to', '=', 'users.id')
        .where('cases.status', '!=', 'Completed')
        .as('open_cases'),
    ])
    .where('users.status', '=', 'active')
    .where('users.role', '=', 'enabler')
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => {
    const availability = toAvailability(row);
    const openCases = Number(row.open_cases ?? 0);
    return {
      _id: row.id,
      name: row.name,
      email: row.email,
      openCases,
      capacity: availability.capacity,
      takingNewCases: availability.takingNewCases,
      awayUntil: availability.awayUntil,
      available: isAvailableOn(availability, today),
      full: openCases >= availability.capacity,
    };
  });
}

function toAvailability(row: Pick<UserRow, 'taking_new_cases' | 'away_until' | 'case_capacity'>): EnablerAvailability {
  return { takingNewCases: row.taking_new_cases === 1, awayUntil: row.away_until, capacity: row.case_capacity };
}

/** An enabler's availability, or undefined when no such account exists. */
export async function findAvailability(db: Kysely<DB>, id: string): Promise<EnablerAvailability | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['taking_new_cases', 'away_until', 'case_capacity'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toAvailability(row) : undefined;
}

/** Stores an enabler's availability. */
export async function updateAvailability(db: Kysely<DB>, id: string, availability: EnablerAvailability, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      taking_new_cases: availability.takingNewCases ? 1 : 0,
      away_until: availability.awayUntil,
      case_capacity: availability.capacity,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Marks an account's address as proven, once (a later call keeps the first time). */
export async function markEmailVerified(db: Kysely<DB>, id: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now, updated_at: now })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .execute();
}

/** The pending account that holds `email` and never proved it, or undefined. */
export async function findUnverifiedPendingIdByEmail(db: Kysely<DB>, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Deletes a pending account and its verification links; returns whether it was pending (0 rows
 * when not, e.g. an admin approved it meanwhile). A pending account has no other rows: it never
 * signed in and was never assigned a case.
 */
export async function deletePendingUser(db: Kysely<DB>, id: string): Promise<boolean> {
  const pending = await db.selectFrom('users').select('id').where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  if (!pending) return false;
  await db.deleteFrom('email_verification_tokens').where('user_id', '=', id).execute();
  const result = await db.deleteFrom('users').where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
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

/** Stores an account's new name; false when there is no such account. */
export async function renameAccount(db: Kysely<DB>, id: string, name: string, now: string): Promise<boolean> {
  const result = await db.updateTable('users').set({ name, updated_at: now }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
