import {
  twoFactorMessages,
  userAdminMessages as text,
  type AccountChangeResponse,
  type AccountSummary,
  type ChangeRoleBody,
  type User,
  type UserListQuery,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { decodeCursor, pageOf, rowPosition } from '../../lib/cursor';
import { assertRole } from '../../lib/permissions';
import { recordAudit, type AuditRecord } from '../audit/audit.service';
import { removeTwoFactorWithin } from '../two-factor/two-factor.service';
import * as repository from './account-admin.repository';
import { handBackWorkOf, type ReturnedWork } from './work-handback';
import type { Mailer } from '../mail/outbox.service';

/** The admin's Users screen (issue 15, decision 014): list accounts, change a role, deactivate, reactivate. */

export interface AccountPage {
  accounts: AccountSummary[];
  /** All accounts matching the search and filters, across pages. */
  total: number;
  nextCursor: string | undefined;
}

/** Every account, newest first, by name or e-mail and by role and state, a page at a time. */
export async function listAccounts(database: Database, query: UserListQuery, actor: User): Promise<AccountPage> {
  assertRole(actor, 'admin');
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const filter = { q: query.q, role: query.role, status: query.status };
  // One row more than asked tells whether another page exists.
  const [rows, total] = await Promise.all([
    repository.listAccountsPage(database.db, filter, { limit: query.limit + 1, after }),
    repository.countAccounts(database.db, filter),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit, rowPosition);
  return { accounts: page.map(repository.toAccountSummary), total, nextCursor };
}

/** Where links in the operators' e-mails point, and the outbox they are queued in. */
export type AccountAdminContext = Mailer;

type Change = (
  trx: Kysely<DB>,
  account: AccountSummary,
) => Promise<{ audit: Omit<AuditRecord, 'subject' | 'actorId'>; returned: ReturnedWork; message: string }>;

const NOTHING_RETURNED: ReturnedWork = { cases: 0, inquiries: 0 };

/**
 * Runs one change of an account in one write transaction with its audit line and its mail: reads
 * the account (404), refuses to remove the last active admin (409), applies `change`.
 */
async function changeAccount(
  database: Database,
  id: string,
  actor: User,
  now: Date,
  removesAdmin: (account: AccountSummary) => boolean,
  change: Change,
) {
  return database.writeTransaction(async (trx): Promise<AccountChangeResponse> => {
    // Admins first, then the account, always in this order, so two changes cannot deadlock.
    const activeAdmins = await repository.lockActiveAdminIds(trx, database.engine);
    const account = await repository.findAccountSummary(trx, id, database.engine);
    if (!account) throw notFound(text.notFound);
    if (removesAdmin(account) && activeAdmins.length <= 1 && activeAdmins.includes(account._id)) {
      throw new AppError(409, 'LAST_ADMIN', text.lastAdmin);
    }
    const result = await change(trx, account);
    await recordAudit(trx, { ...result.audit, actorId: actor._id, subject: { kind: 'account', id } }, now);
    const user = await repository.findAccountSummary(trx, id);
    if (!user) throw notFound(text.notFound);
    return { message: result.message, user, returnedCases: result.returned.cases, returnedInquiries: result.returned.inquiries };
  });
}

const isActiveAdmin = (account: AccountSummary) => account.role === 'admin' && account.status === 'active';

/**
 * Gives an account another role and ends her sessions (the session version rises, so a token from
 * before stays refused even if the role is changed back; issue 26).
 * An enabler who stops being one gives her open cases back to the queue, her unanswered inquiries to
 * the operators.
 */
export async function changeRole(
  database: Database,
  input: { id: string } & ChangeRoleBody,
  actor: User,
  now: Date,
  context: AccountAdminContext,
): Promise<AccountChangeResponse> {
  assertRole(actor, 'admin');
  return changeAccount(
    database,
    input.id,
    actor,
    now,
    (account) => isActiveAdmin(account) && input.role !== 'admin',
    async (trx, account) => {
      if (account.role === input.role) throw conflict(text.sameRole);
      // Cases first, so that an enabler who becomes an operator is not among those told about her own.
      const returned = account.role === 'enabler' ? await handBackWorkOf(trx, account, actor, now, context) : NOTHING_RETURNED;
      await repository.updateAccount(trx, account._id, { role: input.role, endSessions: true, now: now.toISOString() });
      return { audit: { action: 'account-role-changed', detail: `${account.role} → ${input.role}` }, returned, message: text.roleChanged };
    },
  );
}

/**
 * Deactivates an account: she cannot sign in, every token of hers is refused on its next call (on
 * every process: the state is read from the database each call), and her open cases go back to the
 * queue with a line in their history, her unanswered inquiries to the operators' inbox, the
 * operators told by e-mail.
 */
export async function deactivateAccount(
  database: Database,
  id: string,
  actor: User,
  now: Date,
  context: AccountAdminContext,
): Promise<AccountChangeResponse> {
  assertRole(actor, 'admin');
  return changeAccount(database, id, actor, now, isActiveAdmin, async (trx, account) => {
    if (account.status === 'deactivated') throw conflict(text.alreadyDeactivated);
    await repository.updateAccount(trx, account._id, { status: 'deactivated', endSessions: true, now: now.toISOString() });
    const returned = await handBackWorkOf(trx, account, actor, now, context);
    return { audit: { action: 'account-deactivated', detail: deactivationDetail(account, returned) }, returned, message: text.deactivated };
  });
}

/** Makes a deactivated account active again; she signs in anew (her old tokens stay refused). */
export async function reactivateAccount(database: Database, id: string, actor: User, now: Date): Promise<AccountChangeResponse> {
  assertRole(actor, 'admin');
  return changeAccount(
    database,
    id,
    actor,
    now,
    () => false,
    async (trx, account) => {
      if (account.status !== 'deactivated') throw conflict(text.notDeactivated);
      await repository.updateAccount(trx, account._id, { status: 'active', now: now.toISOString() });
      return {
        audit: { action: 'account-reactivated', detail: 'deactivated → active' },
        returned: NOTHING_RETURNED,
        message: text.reactivated,
      };
    },
  );
}

/** The audit line of a deactivation: the change and what went back (inquiries only when there were some). */
function deactivationDetail(account: AccountSummary, returned: ReturnedWork): string {
  const cases = `${returned.cases} open ${returned.cases === 1 ? 'case' : 'cases'} back in the queue`;
  const inquiries =
    returned.inquiries === 0 ? '' : `; ${returned.inquiries} ${returned.inquiries === 1 ? 'inquiry' : 'inquiries'} back with the operators`;
  return `${account.status} → deactivated; ${cases}${inquiries}`;
}

/**
 * Turns off another staff member's second factor (a lost phone; decision 020): her secret and
 * recovery codes are removed, audited as `two-factor-reset`. She signs in with her password and
 * may set it up again. An admin turns off her own on her Account page (password and code).
 */
export async function resetTwoFactor(database: Database, id: string, actor: User, now: Date): Promise<AccountChangeResponse> {
  assertRole(actor, 'admin');
  if (id === actor._id) throw conflict(twoFactorMessages.resetOwn);
  return changeAccount(
    database,
    id,
    actor,
    now,
    () => false,
    async (trx) => {
      if (!(await removeTwoFactorWithin(trx, id))) throw conflict(twoFactorMessages.resetNotOn);
      return { audit: { action: 'two-factor-reset' }, returned: NOTHING_RETURNED, message: twoFactorMessages.resetByAdmin };
    },
  );
}
