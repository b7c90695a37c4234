import {
  messages,
  type Case,
  type CaseListQuery,
  type EnablerCaseCounts,
  type Locale,
  type MyCasesQuery,
  type Report,
  type User,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { newId } from '../../lib/ids';
import { assertRole } from '../../lib/permissions';
import * as repository from './case.repository';
import type { AssignedCase } from './case.repository';
import { mailRequester, type MailContext } from './case-mail';
import { tellOperatorsAtOnce } from './new-request-mail.service';
import { mayMailVisitor } from '../mail/visitor-mail';
import { mintRequestToken, type RequestToken } from './request-token';
import type { Mailer } from '../mail/outbox.service';
export { waitingFor } from './case.repository';

export interface NewCaseInput {
  question: string;
  requesterName: string;
  requesterEmail: string;
  source: 'help_form' | 'chat' | 'inquiry' | 'email';
  /** Said in the history's `created` row: where the case came from (an inquiry). */
  note?: string;
  /** The language of the page she asked from: every e-mail to her is in it (English when absent). */
  locale?: Locale;
  /** The staff member who made it a case (an inquiry's operator), kept as the `created` row's actor; absent when the requester asked. */
  createdBy?: string;
}

/**
 * Opens a `Pending` case, records its creation and queues the requester's acknowledgement with
 * her first private link, in one transaction: the group commit shared with the other submissions
 * arriving meanwhile (`Database.groupWrite`). Everything random is made before it, since the group
 * commit may run the work twice.
 */
export async function createCase(database: Database, input: NewCaseInput, now: Date, links: Mailer): Promise<Case> {
  const planned = planCase(input, now);
  await database.groupWrite((trx) => writeCase(trx, planned, links));
  return planned.item;
}

/**
 * The same inside the caller's transaction, for a feature that turns something of its own into a
 * case (an inquiry): both changes commit together or not at all.
 */
export async function createCaseWithin(trx: Kysely<DB>, input: NewCaseInput, now: Date, links: Mailer): Promise<Case> {
  const planned = planCase(input, now);
  await writeCase(trx, planned, links);
  return planned.item;
}

interface PlannedCase {
  input: NewCaseInput;
  item: Case;
  eventId: string;
  token: RequestToken;
  now: Date;
}

function planCase(input: NewCaseInput, now: Date): PlannedCase {
  const item: Case = {
    _id: newId(),
    question: input.question,
    requesterName: input.requesterName,
    requesterEmail: input.requesterEmail,
    status: 'Pending',
    deadline: null,
    assignedTo: null,
    createdAt: now.toISOString(),
    waitingFor: null,
  };
  return { input, item, eventId: newId(), token: mintRequestToken(), now };
}

async function writeCase(trx: Kysely<DB>, { input, item, eventId, token, now }: PlannedCase, links: Mailer): Promise<void> {
  const stamp = item.createdAt;
  const id = item._id;
  await repository.insertCase(trx, {
    id,
    question: input.question,
    requester_name: input.requesterName,
    requester_email: input.requesterEmail,
    status: 'Pending',
    assigned_to: null,
    deadline: null,
    source: input.source,
    locale: input.locale ?? 'en',
    created_at: stamp,
    updated_at: stamp,
  });
  await repository.insertCaseEvent(trx, {
    id: eventId,
    case_id: id,
    actor_id: input.createdBy ?? null,
    action: 'created',
    from_status: null,
    to_status: 'Pending',
    from_assignee: null,
    to_assignee: null,
    case_version: 0,
    created_at: stamp,
    note: input.note ?? null,
  });
  const target = { caseId: id, email: input.requesterEmail, name: input.requesterName };
  const data = { requesterName: input.requesterName, question: input.question };
  const context: MailContext = { publicUrl: links.publicUrl, outbox: links.outbox, now };
  // An address typed into a public form (help, chat) gets at most three acknowledgements a day
  // (issue 38, finding 3); the case is stored and the staff see it either way. A case staff made of
  // an inquiry or of a message in the Inbox (issue 41) always tells her.
  if (input.source === 'inquiry' || input.source === 'email' || (await mayMailVisitor(trx, input.requesterEmail, 'help', now))) {
    await mailRequester(trx, target, { kind: 'help-received', data }, context, token);
  }
  // Operators who chose to hear of each request at once (issue 41); the others get the digest.
  await tellOperatorsAtOnce(trx, item, input.createdBy, context);
}

export const findCaseById = (database: Database, id: string) => repository.findCaseById(database.db, id);
export const listCaseEvents = (database: Database, id: string) => repository.listCaseEvents(database.db, id);

// --- Listing -----------------------------------------------------------------------------------

/** One page of a case list (the operator's, an enabler's own). */
export interface CasePage {
  cases: Case[];
  /** All cases of the list (matching its filter), across pages. */
  total: number;
  /** The cursor of the next page, when more cases remain. */
  nextCursor: string | undefined;
}

/** The operator's case list: newest first, optionally by status, in pages of `limit`. */
export async function listCasesForOperator(database: Database, query: CaseListQuery, actor: User): Promise<CasePage> {
  assertRole(actor, 'operator', 'admin');
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  // One row more than asked tells whether another page exists.
  const [rows, total] = await Promise.all([
    repository.listCasesPage(database.db, { status: query.status, limit: query.limit + 1, after }),
    repository.countCases(database.db, query.status),
  ]);
  const { page: cases, nextCursor } = pageOf(rows, query.limit, (row) => ({ createdAt: row.createdAt, id: row._id }));
  return { cases, total, nextCursor };
}

/** One page of the cases assigned to the calling enabler, newest first (requester's address only once she accepted). */
export async function listMyCases(database: Database, query: MyCasesQuery, actor: User): Promise<CasePage> {
  assertRole(actor, 'enabler');
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const [rows, counts] = await Promise.all([
    repository.listCasesAssignedTo(database.db, actor._id, { limit: query.limit + 1, after }),
    countMyCases(database, actor),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit, ({ item }) => ({ createdAt: item.createdAt, id: item._id }));
  return { cases: page.map(asSeenByEnabler), total: counts.total, nextCursor };
}

/** The enabler Overview's numbers over all of the calling enabler's cases (decisions.md 10: In progress counts Accepted). */
export async function countMyCases(database: Database, actor: User): Promise<EnablerCaseCounts> {
  assertRole(actor, 'enabler');
  const byStatus = await repository.countCasesAssignedTo(database.db, actor._id);
  const pending = byStatus.Pending ?? 0;
  const inProgress = byStatus.Accepted ?? 0;
  const completed = byStatus.Completed ?? 0;
  return { total: pending + inProgress + completed, pending, inProgress, completed };
}

/**
 * A case as its enabler sees it: the requester's e-mail address is "" until the enabler has
 * accepted the case (decision 010). A case completed straight from Pending never shows it.
 */
export function asSeenByEnabler({ item, acceptedByAssignee }: AssignedCase): Case {
  const accepted = item.status === 'Accepted' || (item.status === 'Completed' && acceptedByAssignee);
  return accepted ? item : { ...item, requesterEmail: '' };
}

// --- Reports -----------------------------------------------------------------------------------

/**
 * At most this many past-deadline cases are listed (the most overdue first), so a backlog cannot
 * make the report unbounded; `openPending` and `pastDeadlineCount` count them all.
 */
const PAST_DEADLINES_LIMIT = 100;

/** The operator's report, from SQL aggregates; 404 `No reports available` while there is no case. */
export async function getReport(database: Database, actor: User, now: Date): Promise<Report> {
  assertRole(actor, 'operator', 'admin');
  if (!(await repository.anyCaseExists(database.db))) throw notFound(messages.noReports);
  const [openPending, pastDeadlines, pastDeadlineCount, enablerPerformance] = await Promise.all([
    repository.countOpenCases(database.db),
    repository.listPastDeadlineCases(database.db, now.toISOString(), PAST_DEADLINES_LIMIT),
    repository.countPastDeadlineCases(database.db, now.toISOString()),
    repository.listEnablerPerformance(database.db),
  ]);
  return { openPending, pastDeadlines, pastDeadlineCount, enablerPerformance };
}

/** Who a case is assigned to (null when nobody, undefined when there is no such case): who hears of its changes. */
export async function caseAssigneeOf(database: Database, caseId: string): Promise<string | null | undefined> {
  return (await repository.findCaseState(database.db, caseId))?.assignedTo;
}
