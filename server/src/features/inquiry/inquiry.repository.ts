import type { Inquiry, InquiryHistoryEntry, InquiryStatus, Locale } from '@wfc/shared';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB, InquiriesTable, InquiryEventsTable } from '../../db/schema';

/** The only code that touches `inquiries` and `inquiry_events`. */

export async function insertInquiry(db: Kysely<DB>, row: Insertable<InquiriesTable>): Promise<void> {
  await db.insertInto('inquiries').values(row).execute();
}

/** The language of the visitor's e-mail: that of the page she wrote from ('en' when unknown). */
export async function findInquiryLocale(db: Kysely<DB>, id: string): Promise<Locale> {
  const row = await db.selectFrom('inquiries').select('locale').where('id', '=', id).executeTakeFirst();
  return row?.locale === 'ml' ? 'ml' : 'en';
}

export async function insertInquiryEvent(db: Kysely<DB>, row: Insertable<InquiryEventsTable>): Promise<void> {
  await db.insertInto('inquiry_events').values(row).execute();
}

type InquiryRow = Selectable<InquiriesTable>;

/** An inquiry row as the shared type, and whose it is (for the service's ownership check). */
export interface StoredInquiry {
  item: Inquiry;
  assignedUserId: string | null;
}

function toStoredInquiry(row: InquiryRow): StoredInquiry {
  return {
    item: {
      _id: row.id,
      name: row.name,
      email: row.email,
      question: row.question,
      enablerId: row.enabler_id,
      enablerName: row.enabler_name,
      status: row.status,
      declineReason: row.decline_reason,
      caseId: row.case_id,
      createdAt: row.created_at,
    },
    assignedUserId: row.assigned_user_id,
  };
}

// A list never grows without bound: the newest this many.
const LIST_LIMIT = 200;

/** An enabler's inquiries, or (null) those of profiles without an account (the operators' inbox), newest first. */
export async function listInquiriesAssignedTo(db: Kysely<DB>, userId: string | null): Promise<Inquiry[]> {
  const rows = await db
    .selectFrom('inquiries')
    .selectAll()
    .where('assigned_user_id', userId === null ? 'is' : '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((row) => toStoredInquiry(row).item);
}

export async function findInquiryById(db: Kysely<DB>, id: string): Promise<StoredInquiry | undefined> {
  const row = await db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStoredInquiry(row) : undefined;
}

/**
 * Moves an inquiry from one of `from` to `to`, only while it still is in one of them: of two
 * concurrent changes on the same state, exactly one touches the row. Returns the row as changed.
 */
export async function changeInquiryStatus(
  db: Kysely<DB>,
  change: { id: string; from: readonly InquiryStatus[]; to: InquiryStatus; now: string; declineReason?: string | null; caseId?: string },
): Promise<StoredInquiry | undefined> {
  const row = await db
    .updateTable('inquiries')
    .set({
      status: change.to,
      updated_at: change.now,
      ...(change.declineReason !== undefined ? { decline_reason: change.declineReason } : {}),
      ...(change.caseId !== undefined ? { case_id: change.caseId } : {}),
    })
    .where('id', '=', change.id)
    .where('status', 'in', [...change.from])
    .returningAll()
    .executeTakeFirst();
  return row ? toStoredInquiry(row) : undefined;
}

/** Records the case an inquiry became (after the case row exists, for the foreign key). */
export async function setInquiryCase(db: Kysely<DB>, id: string, caseId: string): Promise<void> {
  await db.updateTable('inquiries').set({ case_id: caseId }).where('id', '=', id).execute();
}

/** An inquiry's history, oldest first, with the names of the staff who acted. */
export async function listInquiryEvents(db: Kysely<DB>, inquiryId: string): Promise<InquiryHistoryEntry[]> {
  const rows = await db
    .selectFrom('inquiry_events')
    .leftJoin('users', 'users.id', 'inquiry_events.actor_id')
    .select([
      'inquiry_events.id',
      'inquiry_events.from_status',
      'inquiry_events.to_status',
      'inquiry_events.note',
      'inquiry_events.created_at',
      'users.name',
    ])
    .where('inquiry_events.inquiry_id', '=', inquiryId)
    .orderBy('inquiry_events.created_at')
    .orderBy('inquiry_events.id')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    actorName: row.name,
    from: row.from_status,
    to: row.to_status,
    note: row.note,
    at: row.created_at,
  }));
}

/** New inquiries of an enabler older than `before`, not reminded yet (the reminder's scan). */
export async function listInquiriesDueReminder(db: Kysely<DB>, before: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('inquiries')
    .select('id')
    .where('status', '=', 'New')
    .where('reminder_sent_at', 'is', null)
    .where('assigned_user_id', 'is not', null)
    .where('created_at', '<=', before)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Claims an inquiry's one reminder: only the first UPDATE (of any process) touches the row. */
export async function claimInquiryReminder(db: Kysely<DB>, id: string, now: string): Promise<StoredInquiry | undefined> {
  const row = await db
    .updateTable('inquiries')
    .set({ reminder_sent_at: now })
    .where('id', '=', id)
    .where('status', '=', 'New')
    .where('reminder_sent_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row ? toStoredInquiry(row) : undefined;
}

/** The states in which an inquiry still waits for an answer (an enabler's or the operators'). */
const UNANSWERED_INQUIRY_STATES = ['New', 'Viewed'] as const;

/** Ids of the unanswered inquiries assigned to an enabler, oldest first. */
export async function listUnansweredInquiryIdsAssignedTo(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('inquiries')
    .select('id')
    .where('assigned_user_id', '=', userId)
    .where('status', 'in', [...UNANSWERED_INQUIRY_STATES])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Moves an unanswered inquiry from `userId` to the operators' inbox, only while it is still hers and
 * unanswered (a concurrent accept wins). Returns the row as moved, or undefined.
 */
export async function unassignUnansweredInquiry(
  db: Kysely<DB>,
  id: string,
  userId: string,
  now: string,
): Promise<StoredInquiry | undefined> {
  const row = await db
    .updateTable('inquiries')
    .set({ assigned_user_id: null, updated_at: now })
    .where('id', '=', id)
    .where('assigned_user_id', '=', userId)
    .where('status', 'in', [...UNANSWERED_INQUIRY_STATES])
    .returningAll()
    .executeTakeFirst();
  return row ? toStoredInquiry(row) : undefined;
}
