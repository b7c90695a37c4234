import type { Case, CaseStatus } from '@wfc/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CaseEventsTable, CasesTable, DB } from '../../db/schema';

/** The only code that touches the cases and case_events tables. */

type CaseRow = Selectable<CasesTable> & { assignee_name: string | null };

export function toCase(row: CaseRow): Case {
  return {
    _id: row.id,
    question: row.question,
    requesterName: row.requester_name,
    requesterEmail: row.requester_email,
    status: row.status as CaseStatus,
    deadline: row.deadline,
    assignedTo: row.assigned_to ? { _id: row.assigned_to, name: row.assignee_name ?? '' } : null,
    createdAt: row.created_at,
  };
}

export async function insertCase(db: Kysely<DB>, row: Insertable<CasesTable>): Promise<void> {
  await db.insertInto('cases').values(row).execute();
}

export async function insertCaseEvent(db: Kysely<DB>, row: Insertable<CaseEventsTable>): Promise<void> {
  await db.insertInto('case_events').values(row).execute();
}

/** Cases joined with their assignee's name, for every read that shows a case. */
export function selectCases(db: Kysely<DB>) {
  return db
    .selectFrom('cases')
    .leftJoin('users', 'users.id', 'cases.assigned_to')
    .selectAll('cases')
    .select('users.name as assignee_name');
}

export async function findCaseById(db: Kysely<DB>, id: string): Promise<Case | undefined> {
  const row = await selectCases(db).where('cases.id', '=', id).executeTakeFirst();
  return row ? toCase(row) : undefined;
}

export async function listCaseEvents(db: Kysely<DB>, caseId: string) {
  return db.selectFrom('case_events').selectAll().where('case_id', '=', caseId).orderBy('created_at').orderBy('id').execute();
}
