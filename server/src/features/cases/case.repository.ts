import type { Case, CaseStatus, WaitingFor } from '@wfc/shared';
import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { CaseEventsTable, CasesTable, DB } from '../../db/schema';
import { tenthsOfHourBetween } from '../../lib/duration';

/** The only code that touches the cases and case_events tables. */

type CaseRow = Selectable<CasesTable> & { assignee_name: string | null };

function toCase(row: CaseRow): Case {
  return {
    _id: row.id,
    question: row.question,
    requesterName: row.requester_name,
    requesterEmail: row.requester_email,
    status: row.status,
    deadline: row.deadline,
    assignedTo: row.assigned_to ? { _id: row.assigned_to, name: row.assignee_name ?? '' } : null,
    createdAt: row.created_at,
    waitingFor: waitingFor(row.status, row.assigned_to, row.last_message_by),
  };
}

/**
 * Who a case waits for: whoever did not write last; an assigned case with no message yet waits for
 * its enabler; a Completed or unassigned case with nothing to answer waits for nobody.
 */
export function waitingFor(status: string, assignedTo: string | null, lastMessageBy: string | null): WaitingFor {
  if (status === 'Completed') return null;
  if (lastMessageBy === 'enabler') return 'requester';
  if (lastMessageBy === 'requester' || assignedTo) return 'enabler';
  return null;
}

export async function insertCase(db: Kysely<DB>, row: Insertable<CasesTable>): Promise<void> {
  await db.insertInto('cases').values(row).execute();
}

export async function insertCaseEvent(db: Kysely<DB>, row: Insertable<CaseEventsTable>): Promise<void> {
  await db.insertInto('case_events').values(row).execute();
}

/**
 * Keeps when a case was first answered by staff (issue 43's help report): the first enabler's or
 * operator's message sets it, in that message's transaction; every later one leaves it as it is.
 */
export async function setFirstResponseAt(db: Kysely<DB>, touched: { id: string; createdAt: string }, at: string): Promise<void> {
  await db
    .updateTable('cases')
    .set({ first_response_at: at, response_tenths: tenthsOfHourBetween(touched.createdAt, at) })
    .where('id', '=', touched.id)
    .where('first_response_at', 'is', null)
    .execute();
}

/** Cases joined with their assignee's name, for every read that shows a case. */
function selectCases(db: Kysely<DB>) {
  return db.selectFrom('cases').leftJoin('users', 'users.id', 'cases.assigned_to').selectAll('cases').select('users.name as assignee_name');
}

export async function findCaseById(db: Kysely<DB>, id: string): Promise<Case | undefined> {
  const row = await selectCases(db).where('cases.id', '=', id).executeTakeFirst();
  return row ? toCase(row) : undefined;
}

export async function listCaseEvents(db: Kysely<DB>, caseId: string) {
  return db.selectFrom('case_events').selectAll().where('case_id', '=', caseId).orderBy('case_version').orderBy('created_at').execute();
}

/** What a state change needs to know about a case, read inside its transaction. */
export interface CaseState {
  id: string;
  status: CaseStatus;
  assignedTo: string | null;
  deadline: string | null;
  version: number;
  createdAt: string;
}

export async function findCaseState(db: Kysely<DB>, id: string): Promise<CaseState | undefined> {
  const row = await db
    .selectFrom('cases')
    .select(['id', 'status', 'assigned_to', 'deadline', 'version', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        status: row.status,
        assignedTo: row.assigned_to,
        deadline: row.deadline,
        version: Number(row.version),
        createdAt: row.created_at,
      }
    : undefined;
}

/** The columns a state change writes. */
export interface CaseChange {
  status: CaseStatus;
  assignedTo: string | null;
  deadline: string | null;
  updatedAt: string;
  /** Completing: when (its resolution's tenths of an hour kept beside it); reopening: null. */
  completed?: { at: string; createdAt: string } | null;
  resetNotices?: boolean;
}

/**
 * Applies a change only if the case is still at `expectedVersion`, and bumps the version. Returns
 * false when someone else changed the case first (on PostgreSQL the second writer waits for the
 * first, then finds the version moved on).
 */
export async function updateCaseIfUnchanged(db: Kysely<DB>, id: string, expectedVersion: number, change: CaseChange): Promise<boolean> {
  const result = await db
    .updateTable('cases')
    .set((eb) => ({
      status: change.status,
      assigned_to: change.assignedTo,
      deadline: change.deadline,
      updated_at: change.updatedAt,
      version: eb('version', '+', 1),
      ...(change.completed === undefined
        ? {}
        : change.completed === null
          ? { completed_at: null, resolution_tenths: null }
          : { completed_at: change.completed.at, resolution_tenths: tenthsOfHourBetween(change.completed.createdAt, change.completed.at) }),
      // A new deadline (or none) gets its own reminder and overdue notice.
      ...(change.resetNotices ? { reminder_sent_at: null, overdue_sent_at: null } : {}),
    }))
    .where('id', '=', id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A position in the newest-first list: the last case of the previous page. */
export interface CasePosition {
  createdAt: string;
  id: string;
}

/**
 * One page of cases, newest first, after `after` (keyset pagination on (created_at, id), which
 * both engines compare as a row value and serve from the (status,) created_at, id indexes).
 */
export async function listCasesPage(
  db: Kysely<DB>,
  options: { status: CaseStatus | undefined; limit: number; after: CasePosition | undefined },
): Promise<Case[]> {
  let query = selectCases(db);
  if (options.status) query = query.where('cases.status', '=', options.status);
  const after = options.after;
  if (after) {
    query = query.where((eb) => eb(eb.refTuple('cases.created_at', 'cases.id'), '<', eb.tuple(after.createdAt, after.id)));
  }
  const rows = await query.orderBy('cases.created_at', 'desc').orderBy('cases.id', 'desc').limit(options.limit).execute();
  return rows.map(toCase);
}

export async function countCases(db: Kysely<DB>, status?: CaseStatus): Promise<number> {
  let query = db.selectFrom('cases').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status) query = query.where('status', '=', status);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function anyCaseExists(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('cases').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** A case as its enabler may see it, with whether its assignee has ever accepted it. */
export interface AssignedCase {
  item: Case;
  acceptedByAssignee: boolean;
}

/** Cases with their assignee's name and whether that assignee has accepted the case at some point. */
function selectAssignedCases(db: Kysely<DB>) {
  return selectCases(db).select((eb) =>
    eb
      .exists(
        eb
          .selectFrom('case_events')
          .select('case_events.id')
          .whereRef('case_events.case_id', '=', 'cases.id')
          .whereRef('case_events.actor_id', '=', 'cases.assigned_to')
          .where('case_events.action', '=', 'accepted'),
      )
      .as('accepted_by_assignee'),
  );
}

const toAssignedCase = (row: CaseRow & { accepted_by_assignee: unknown }): AssignedCase => ({
  item: toCase(row),
  // SQLite answers 0/1, PostgreSQL true/false.
  acceptedByAssignee: Boolean(row.accepted_by_assignee),
});

/** A page of the cases assigned to one enabler, newest first, after `after` when given. */
export async function listCasesAssignedTo(
  db: Kysely<DB>,
  userId: string,
  options: { limit: number; after: CasePosition | undefined },
): Promise<AssignedCase[]> {
  let query = selectAssignedCases(db).where('cases.assigned_to', '=', userId);
  const after = options.after;
  if (after) query = query.where((eb) => eb(eb.refTuple('cases.created_at', 'cases.id'), '<', eb.tuple(after.createdAt, after.id)));
  const rows = await query.orderBy('cases.created_at', 'desc').orderBy('cases.id', 'desc').limit(options.limit).execute();
  return rows.map(toAssignedCase);
}

/** How many cases are assigned to one enabler, by status. */
export async function countCasesAssignedTo(db: Kysely<DB>, userId: string): Promise<Partial<Record<CaseStatus, number>>> {
  const rows = await db
    .selectFrom('cases')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('assigned_to', '=', userId)
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

/** The ids of the open (not Completed) cases assigned to one account, oldest first. */
export async function listOpenCaseIdsAssignedTo(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('cases')
    .select('id')
    .where('assigned_to', '=', userId)
    .where('status', '<>', 'Completed')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** One case with its acceptance flag, or undefined. */
export async function findAssignedCase(db: Kysely<DB>, id: string): Promise<AssignedCase | undefined> {
  const row = await selectAssignedCases(db).where('cases.id', '=', id).executeTakeFirst();
  return row ? toAssignedCase(row) : undefined;
}

// "Not Completed" is written `status <> 'Completed'` so that the planners use the partial index
// cases_open_deadline_idx, whose condition it matches word for word.
/** Cases not yet Completed. */
export async function countOpenCases(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('cases')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '<>', 'Completed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Open cases whose deadline is before `now`, most overdue first, at most `limit` of them. */
export async function listPastDeadlineCases(db: Kysely<DB>, now: string, limit: number): Promise<Case[]> {
  const rows = await selectCases(db).where(isPastDeadline(now)).orderBy('cases.deadline').orderBy('cases.id').limit(limit).execute();
  return rows.map(toCase);
}

/** How many open cases have a deadline before `now`, all of them. */
export async function countPastDeadlineCases(db: Kysely<DB>, now: string): Promise<number> {
  const row = await db
    .selectFrom('cases')
    .where(isPastDeadline(now))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Open cases with a deadline before `now`: the one condition the list and the count share. */
function isPastDeadline(now: string) {
  return (eb: ExpressionBuilder<DB, 'cases'>) =>
    eb.and([eb('cases.status', '<>', 'Completed'), eb('cases.deadline', 'is not', null), eb('cases.deadline', '<', now)]);
}

/** One row per active enabler account, zero rows included: cases assigned now, and how many are Completed. */
export async function listEnablerPerformance(db: Kysely<DB>) {
  // Counted per assignee from the (assigned_to, status) index alone, then joined to the accounts.
  const counts = db
    .selectFrom('cases')
    .where('assigned_to', 'is not', null)
    .groupBy('assigned_to')
    .select((eb) => [
      'assigned_to',
      eb.fn.countAll<number>().as('total_assigned'),
      eb.fn.count<number>(eb.case().when('status', '=', 'Completed').then(1).end()).as('completed_count'),
    ])
    .as('counts');
  // Ratings belong to the enabler a case is assigned to (a Completed case cannot be re-assigned).
  // Driven from the (few) ratings, each case found by its key: a join let SQLite's planner walk
  // every case instead (0.2 to 0.5 s at 100 000 cases).
  const rated = db
    .selectFrom('case_ratings')
    .select((eb) => [
      eb.selectFrom('cases').select('cases.assigned_to').whereRef('cases.id', '=', 'case_ratings.case_id').as('assigned_to'),
      'case_ratings.rating',
    ])
    .as('rated');
  const ratings = db
    .selectFrom(rated)
    .groupBy('rated.assigned_to')
    .select((eb) => ['rated.assigned_to', eb.fn.avg<number>('rated.rating').as('average'), eb.fn.countAll<number>().as('rated')])
    .as('ratings');
  const rows = await db
    .selectFrom('users')
    .leftJoin(counts, 'counts.assigned_to', 'users.id')
    .leftJoin(ratings, 'ratings.assigned_to', 'users.id')
    .where('users.role', '=', 'enabler')
    .where('users.status', '=', 'active')
    .select(['users.id', 'users.name'])
    .select((eb) => [
      eb.fn.coalesce('counts.total_assigned', eb.lit(0)).as('total_assigned'),
      eb.fn.coalesce('counts.completed_count', eb.lit(0)).as('completed_count'),
      'ratings.average',
      eb.fn.coalesce('ratings.rated', eb.lit(0)).as('rating_count'),
    ])
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({
    enabler: { _id: row.id, name: row.name },
    completedCount: Number(row.completed_count),
    totalAssigned: Number(row.total_assigned),
    // PostgreSQL's avg is numeric, read as text.
    averageRating: row.average === null ? null : Math.round(Number(row.average) * 10) / 10,
    ratingCount: Number(row.rating_count),
  }));
}
