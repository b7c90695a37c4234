import type { AccountStatus, AccountSummary, Role } from '@wfc/shared';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Engine } from '../../db/database';
import type { DB, UsersTable } from '../../db/schema';
import type { PagePosition } from '../../lib/cursor';

/** The admin's Users screen: the queries that list and change accounts. */

export interface AccountFilter {
  q: string | undefined;
  role: Role | undefined;
  status: AccountStatus | undefined;
}

type SummaryRow = Pick<Selectable<UsersTable>, 'id' | 'name' | 'email' | 'role' | 'status' | 'created_at' | 'last_sign_in_at'> & {
  two_factor_on: unknown;
  invite_expires_at: string | null;
};

/** The Users screen's columns, with whether the account has a confirmed second factor (decision 020) and its invitation's end. */
const summaryColumns = (eb: ExpressionBuilder<DB, 'users'>) =>
  [
    'users.id',
    'users.name',
    'users.email',
    'users.role',
    'users.status',
    'users.created_at',
    'users.last_sign_in_at',
    eb
      .exists(
        eb
          .selectFrom('two_factor_secrets')
          .select('two_factor_secrets.user_id')
          .whereRef('two_factor_secrets.user_id', '=', 'users.id')
          .where('two_factor_secrets.confirmed_at', 'is not', null),
      )
      .as('two_factor_on'),
    // The newest open invitation's end (issue 26); a resend ends the earlier ones.
    eb
      .selectFrom('account_invites')
      .select((inner) => inner.fn.max('account_invites.expires_at').as('expires'))
      .whereRef('account_invites.user_id', '=', 'users.id')
      .where('account_invites.used_at', 'is', null)
      .as('invite_expires_at'),
  ] as const;

export function toAccountSummary(row: SummaryRow): AccountSummary {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    // PostgreSQL answers EXISTS with a boolean, SQLite with 0 or 1.
    twoFactorEnabled: Boolean(row.two_factor_on),
    inviteExpiresAt: row.status === 'invited' ? (row.invite_expires_at ?? null) : null,
  };
}

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Kysely<DB>, filter: AccountFilter) {
  let query = db.selectFrom('users');
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.q) {
    const pattern = containing(filter.q);
    // E-mail addresses are stored lower-cased; names are compared lower-cased in both engines.
    query = query.where(sql<boolean>`(lower(name) like ${pattern} escape '\\' or email like ${pattern} escape '\\')`);
  }
  return query;
}

/** One page of accounts, newest first, after `after` (keyset on created_at, id). */
export async function listAccountsPage(db: Kysely<DB>, filter: AccountFilter, options: { limit: number; after: PagePosition | undefined }) {
  let query = filtered(db, filter).select(summaryColumns);
  const after = options.after;
  if (after) query = query.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

export async function countAccounts(db: Kysely<DB>, filter: AccountFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One account; with `lock` on PostgreSQL, its row stays locked until the transaction ends. */
export async function findAccountSummary(db: Kysely<DB>, id: string, lock?: Engine): Promise<AccountSummary | undefined> {
  let query = db.selectFrom('users').select(summaryColumns).where('id', '=', id);
  if (lock === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toAccountSummary(row) : undefined;
}

/**
 * The ids of the active admins, locked until the transaction ends on PostgreSQL, so two admins
 * removing each other at once cannot both pass the last-admin rule (SQLite's write transaction
 * holds the whole database already).
 */
export async function lockActiveAdminIds(db: Kysely<DB>, engine: Engine): Promise<string[]> {
  let query = db.selectFrom('users').select('id').where('role', '=', 'admin').where('status', '=', 'active').orderBy('id');
  if (engine === 'postgres') query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}

/**
 * Writes a new role or state; a deactivation or a role change also raises the session version, so
 * her tokens stay refused even after a reactivation or the role changed back.
 */
export async function updateAccount(
  db: Kysely<DB>,
  id: string,
  change: { role?: Role; status?: AccountStatus; endSessions?: boolean; now: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      ...(change.role ? { role: change.role } : {}),
      ...(change.status ? { status: change.status } : {}),
      ...(change.endSessions ? { session_version: eb('session_version', '+', 1) } : {}),
      updated_at: change.now,
    }))
    .where('id', '=', id)
    .execute();
}
