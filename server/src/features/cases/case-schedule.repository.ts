import type { CaseStatus } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The scheduler's queries (case-scheduler.ts). Each notice is claimed with a conditional UPDATE
 * that only one process can win: the claim and the mail rows share one transaction.
 */

/** An open, assigned case whose notice is claimed, as the claim left it. */
export interface ClaimedCase {
  id: string;
  question: string;
  status: CaseStatus;
  assignedTo: string;
  deadline: string;
  /** The version the claim produced (its history row's). */
  version: number;
}

type Notice = 'reminder_sent_at' | 'overdue_sent_at';

/**
 * Open, assigned cases whose `notice` is still to be sent and whose deadline lies in
 * [from, until), earliest first (the partial indexes cases_reminder_due_idx / cases_overdue_due_idx).
 */
export async function listCasesDue(
  db: Kysely<DB>,
  notice: Notice,
  range: { from?: string; until: string },
  limit: number,
): Promise<{ id: string; deadline: string }[]> {
  let query = db
    .selectFrom('cases')
    .select(['id', 'deadline'])
    .where('status', '<>', 'Completed')
    .where(notice, 'is', null)
    .where('assigned_to', 'is not', null)
    .where('deadline', '<', range.until);
  if (range.from !== undefined) query = query.where('deadline', '>=', range.from);
  const rows = await query.orderBy('deadline').orderBy('id').limit(limit).execute();
  return rows.flatMap((row) => (row.deadline === null ? [] : [{ id: row.id, deadline: row.deadline }]));
}

/**
 * Marks `notice` as sent on a case still open, assigned, at the deadline read, and not yet
 * noticed; bumps its version. Undefined when another process (or a change) got there first.
 */
export async function claimNotice(
  db: Kysely<DB>,
  notice: Notice,
  caseId: string,
  deadline: string,
  now: string,
): Promise<ClaimedCase | undefined> {
  const row = await db
    .updateTable('cases')
    .set((eb) => ({ [notice]: now, version: eb('version', '+', 1) }))
    .where('id', '=', caseId)
    .where('deadline', '=', deadline)
    .where(notice, 'is', null)
    .where('status', '<>', 'Completed')
    .where('assigned_to', 'is not', null)
    .returning(['id', 'question', 'status', 'assigned_to', 'deadline', 'version'])
    .executeTakeFirst();
  if (!row || row.assigned_to === null || row.deadline === null) return undefined;
  return {
    id: row.id,
    question: row.question,
    status: row.status,
    assignedTo: row.assigned_to,
    deadline: row.deadline,
    version: Number(row.version),
  };
}

/** Where one operator's digests stand: when the last went out and the last case it covered. */
export interface DigestState {
  lastSentAt: string | null;
  coveredUntil: string;
  coveredCaseId: string;
}

/** The operator's digest row, made (covering nothing before `coveredUntil`) if she has none yet. */
export async function findOrCreateDigest(db: Kysely<DB>, userId: string, coveredUntil: string, now: string): Promise<DigestState> {
  await db
    .insertInto('operator_digests')
    .values({ user_id: userId, last_sent_at: null, covered_until: coveredUntil, covered_case_id: '', created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('operator_digests')
    .select(['last_sent_at', 'covered_until', 'covered_case_id'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { lastSentAt: row.last_sent_at, coveredUntil: row.covered_until, coveredCaseId: row.covered_case_id };
}

/** A case a digest considers: where it stands now, and who made it a case (null: the requester asked). */
export interface DigestCandidate {
  id: string;
  requesterName: string;
  question: string;
  createdAt: string;
  status: string;
  assignedTo: string | null;
  createdBy: string | null;
}

/** Cases created after the (created_at, id) position and before `until`, oldest first, as they stand now. */
export async function listCasesCreatedBetween(
  db: Kysely<DB>,
  after: { createdAt: string; id: string },
  until: string,
  limit: number,
): Promise<DigestCandidate[]> {
  const rows = await db
    .selectFrom('cases')
    .leftJoin('case_events', (join) => join.onRef('case_events.case_id', '=', 'cases.id').on('case_events.action', '=', 'created'))
    .select([
      'cases.id',
      'cases.requester_name',
      'cases.question',
      'cases.created_at',
      'cases.status',
      'cases.assigned_to',
      'case_events.actor_id',
    ])
    .where((eb) => eb(eb.refTuple('cases.created_at', 'cases.id'), '>', eb.tuple(after.createdAt, after.id)))
    .where('cases.created_at', '<', until)
    .orderBy('cases.created_at')
    .orderBy('cases.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    requesterName: row.requester_name,
    question: row.question,
    createdAt: row.created_at,
    status: row.status,
    assignedTo: row.assigned_to,
    createdBy: row.actor_id,
  }));
}

/**
 * Moves an operator's digest on to `next`, only if it still stands where it was read: the one
 * process whose update succeeds sends that digest.
 */
export async function claimDigest(db: Kysely<DB>, userId: string, read: DigestState, next: DigestState): Promise<boolean> {
  const result = await db
    .updateTable('operator_digests')
    .set({ last_sent_at: next.lastSentAt, covered_until: next.coveredUntil, covered_case_id: next.coveredCaseId })
    .where('user_id', '=', userId)
    .where('covered_until', '=', read.coveredUntil)
    .where('covered_case_id', '=', read.coveredCaseId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
