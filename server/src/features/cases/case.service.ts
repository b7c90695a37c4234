import { messages, type Case, type CaseListQuery, type CaseStatus, type Report, type UpdateCaseBody, type User } from '@wfc/shared';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { assertRole } from '../../lib/permissions';
import { findActiveEnabler } from '../users/user.service';
import * as repository from './case.repository';
import type { CasePosition, CaseState } from './case.repository';

export interface NewCaseInput {
  question: string;
  requesterName: string;
  requesterEmail: string;
  source: 'help_form' | 'chat';
}

/**
 * Opens a `Pending` case and records its creation, in one transaction: the group commit shared with
 * the other submissions arriving meanwhile (`Database.groupWrite`).
 */
export async function createCase(database: Database, input: NewCaseInput, now: Date): Promise<Case> {
  const id = newId();
  const stamp = now.toISOString();
  await database.groupWrite(async (trx) => {
    await repository.insertCase(trx, {
      id,
      question: input.question,
      requester_name: input.requesterName,
      requester_email: input.requesterEmail,
      status: 'Pending',
      assigned_to: null,
      deadline: null,
      source: input.source,
      created_at: stamp,
      updated_at: stamp,
    });
    await repository.insertCaseEvent(trx, {
      id: newId(),
      case_id: id,
      actor_id: null,
      action: 'created',
      from_status: null,
      to_status: 'Pending',
      from_assignee: null,
      to_assignee: null,
      case_version: 0,
      created_at: stamp,
    });
  });
  return {
    _id: id,
    question: input.question,
    requesterName: input.requesterName,
    requesterEmail: input.requesterEmail,
    status: 'Pending',
    deadline: null,
    assignedTo: null,
    createdAt: stamp,
  };
}

export const findCaseById = (database: Database, id: string) => repository.findCaseById(database.db, id);
export const listCaseEvents = (database: Database, id: string) => repository.listCaseEvents(database.db, id);

const CASE_NOT_FOUND = 'We could not find that case.';
const ALREADY_COMPLETED = 'This case is already completed.';
const CHANGED_MEANWHILE = 'This case was just changed by someone else. Please reload and try again.';
const BAD_CURSOR = 'That page link is not valid.';

// --- Listing -----------------------------------------------------------------------------------

/** One page of the operator's case list. */
export interface CasePage {
  cases: Case[];
  /** All cases matching the status filter, across pages. */
  total: number;
  /** The cursor of the next page, when more cases remain. */
  nextCursor: string | undefined;
}

// A cursor is the base64url of the JSON pair [created_at, id] of the last case shown.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function encodeCursor(position: CasePosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

function decodeCursor(cursor: string): CasePosition {
  const invalid = () => badRequest(BAD_CURSOR, { cursor: BAD_CURSOR });
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 2) throw invalid();
  const [createdAt, id] = value as unknown[];
  if (typeof createdAt !== 'string' || !ISO_INSTANT.test(createdAt)) throw invalid();
  if (typeof id !== 'string' || id.length === 0 || id.length > 100) throw invalid();
  return { createdAt, id };
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
  const cases = rows.slice(0, query.limit);
  const last = cases[cases.length - 1];
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ createdAt: last.createdAt, id: last._id }) : undefined;
  return { cases, total, nextCursor };
}

/** The cases assigned to the calling enabler, newest first. */
export async function listMyCases(database: Database, actor: User): Promise<Case[]> {
  assertRole(actor, 'enabler');
  return repository.listCasesAssignedTo(database.db, actor._id);
}

// --- Reports -----------------------------------------------------------------------------------

/**
 * At most this many past-deadline cases are listed (the most overdue first), so a backlog cannot
 * make the report unbounded; `openPending` and `pastDeadlineCount` count them all.
 */
export const PAST_DEADLINES_LIMIT = 100;

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

// --- State changes -----------------------------------------------------------------------------

type CaseAction = 'assigned' | 'accepted' | 'completed';

interface PlannedChange {
  action: CaseAction;
  status: CaseStatus;
  assignedTo: string | null;
  deadline: string | null;
}

/**
 * Decides a change from the case as it is (throwing 404/409 when the change is not allowed), or
 * returns undefined when nothing would change.
 */
type PlanChange = (state: CaseState | undefined) => PlannedChange | undefined;

/**
 * Reads the case, plans the change, writes it only if the case is still at the version read, and
 * records it in case_events, all in one transaction. When another change got in first, the plan
 * is judged again on what is there now, so the caller gets the 404/409 it would have got anyway.
 */
async function changeCase(database: Database, caseId: string, actor: User, now: Date, plan: PlanChange): Promise<Case> {
  const stamp = now.toISOString();
  return database.writeTransaction(async (trx) => {
    const state = await repository.findCaseState(trx, caseId);
    const change = plan(state);
    if (state && change) {
      const applied = await repository.updateCaseIfUnchanged(trx, caseId, state.version, { ...change, updatedAt: stamp });
      if (!applied) {
        plan(await repository.findCaseState(trx, caseId));
        throw conflict(CHANGED_MEANWHILE);
      }
      await repository.insertCaseEvent(trx, {
        id: newId(),
        case_id: caseId,
        actor_id: actor._id,
        action: change.action,
        from_status: state.status,
        to_status: change.status,
        from_assignee: state.assignedTo,
        to_assignee: change.assignedTo,
        case_version: state.version + 1,
        created_at: stamp,
      });
    }
    const updated = await repository.findCaseById(trx, caseId);
    if (!updated) throw notFound(CASE_NOT_FOUND);
    return updated;
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Assigns a case to an active enabler. The first assignment sets the deadline (now + the
 * configured days); assigning to another enabler puts an Accepted case back to Pending; assigning
 * to the current assignee changes nothing.
 */
export async function assignCase(
  database: Database,
  input: { caseId: string; enablerId: string },
  actor: User,
  now: Date,
  policy: { deadlineDays: number },
): Promise<Case> {
  assertRole(actor, 'operator', 'admin');
  const enabler = await findActiveEnabler(database, input.enablerId);
  if (!enabler) {
    const message = 'Please choose an active enabler.';
    throw badRequest(message, { enablerId: message });
  }
  return changeCase(database, input.caseId, actor, now, (state) => {
    if (!state) throw notFound(CASE_NOT_FOUND);
    if (state.status === 'Completed') throw conflict(ALREADY_COMPLETED);
    if (state.assignedTo === enabler._id) return undefined;
    return {
      action: 'assigned',
      status: 'Pending',
      assignedTo: enabler._id,
      deadline: state.deadline ?? new Date(now.getTime() + policy.deadlineDays * DAY_MS).toISOString(),
    };
  });
}

/** The calling enabler accepts one of their Pending cases; 404 for anyone else's case. */
export async function acceptCase(database: Database, caseId: string, actor: User, now: Date): Promise<Case> {
  assertRole(actor, 'enabler');
  return changeCase(database, caseId, actor, now, (state) => {
    if (!state || state.assignedTo !== actor._id) throw notFound(CASE_NOT_FOUND);
    if (state.status !== 'Pending') throw conflict('Only a Pending case can be accepted.');
    return { action: 'accepted', status: 'Accepted', assignedTo: state.assignedTo, deadline: state.deadline };
  });
}

/** The calling enabler marks one of their cases Completed (from Pending or Accepted). */
export async function completeCase(
  database: Database,
  input: { caseId: string } & UpdateCaseBody,
  actor: User,
  now: Date,
): Promise<Case> {
  assertRole(actor, 'enabler');
  return changeCase(database, input.caseId, actor, now, (state) => {
    if (!state || state.assignedTo !== actor._id) throw notFound(CASE_NOT_FOUND);
    if (state.status === 'Completed') throw conflict(ALREADY_COMPLETED);
    return { action: 'completed', status: input.status, assignedTo: state.assignedTo, deadline: state.deadline };
  });
}
