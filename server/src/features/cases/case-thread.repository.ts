import { LeftOutFile, type CaseHistoryEntry, type CaseMessage, type CaseRating, type CaseStatus, type Locale } from '@wfc/shared';
import type { Insertable, Kysely } from 'kysely';
import { z } from 'zod';
import { parseJsonColumnOr } from '../../db/json-column';
import type { CaseMessagesTable, DB } from '../../db/schema';

/** The only code that touches case_messages, case_access_tokens and case_ratings, and reads a case's history and language. */

/** What a message's notification and history row need to know about its case, read as it is written. */
export interface ThreadCase {
  id: string;
  question: string;
  requesterName: string;
  requesterEmail: string;
  status: CaseStatus;
  assignedTo: string | null;
  /** The version the message produced (its history row's). */
  version: number;
  createdAt: string;
}

/**
 * Marks who wrote last and bumps the version, only while the case is open (and, for an enabler,
 * still hers): one atomic statement, so a message can never land on a case completed meanwhile.
 * Returns undefined when the condition does not hold.
 */
export async function touchCaseForMessage(
  db: Kysely<DB>,
  input: { caseId: string; by: 'requester' | 'enabler'; assignee?: string; now: string },
): Promise<ThreadCase | undefined> {
  let query = db
    .updateTable('cases')
    .set((eb) => ({ last_message_by: input.by, updated_at: input.now, version: eb('version', '+', 1) }))
    .where('id', '=', input.caseId)
    .where('status', '<>', 'Completed');
  if (input.assignee !== undefined) query = query.where('assigned_to', '=', input.assignee);
  const row = await query
    .returning(['id', 'question', 'requester_name', 'requester_email', 'status', 'assigned_to', 'version', 'created_at'])
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        question: row.question,
        requesterName: row.requester_name,
        requesterEmail: row.requester_email,
        status: row.status,
        assignedTo: row.assigned_to,
        version: Number(row.version),
        createdAt: row.created_at,
      }
    : undefined;
}

export async function insertMessage(db: Kysely<DB>, row: Insertable<CaseMessagesTable>): Promise<void> {
  await db.insertInto('case_messages').values(row).execute();
}

const LeftOutFiles = z.array(LeftOutFile);

/**
 * A case's conversation, oldest first, with each staff author's name (the requester's from the case)
 * and the notes of a reply's files that were not kept (its kept files are the mail feature's rows).
 */
export async function listMessages(db: Kysely<DB>, caseId: string): Promise<CaseMessage[]> {
  const rows = await db
    .selectFrom('case_messages')
    .innerJoin('cases', 'cases.id', 'case_messages.case_id')
    .leftJoin('users', 'users.id', 'case_messages.author_id')
    .select([
      'case_messages.id',
      'case_messages.author_kind',
      'case_messages.body',
      'case_messages.created_at',
      'case_messages.via',
      'case_messages.left_out',
      'users.name',
      'cases.requester_name',
    ])
    .where('case_messages.case_id', '=', caseId)
    .orderBy('case_messages.created_at')
    .orderBy('case_messages.id')
    .execute();
  return rows.map((row) => {
    const leftOut = row.left_out === null ? [] : parseJsonColumnOr(LeftOutFiles, row.left_out, []);
    return {
      _id: row.id,
      author: row.author_kind,
      authorName: row.author_kind === 'requester' ? row.requester_name : (row.name ?? ''),
      body: row.body,
      createdAt: row.created_at,
      ...(row.via === 'email' ? { via: 'email' as const } : {}),
      ...(leftOut.length > 0 ? { leftOut } : {}),
    };
  });
}

/**
 * A case's history in the order it happened, with who did each step: the staff member, the
 * requester (her name) for the creation and her messages, nobody for the scheduler's notices.
 */
export async function listHistory(db: Kysely<DB>, caseId: string): Promise<CaseHistoryEntry[]> {
  const rows = await db
    .selectFrom('case_events')
    .innerJoin('cases', 'cases.id', 'case_events.case_id')
    .leftJoin('users', 'users.id', 'case_events.actor_id')
    .select(['case_events.id', 'case_events.action', 'case_events.created_at', 'case_events.note', 'users.name', 'cases.requester_name'])
    .where('case_events.case_id', '=', caseId)
    .orderBy('case_events.case_version')
    .execute();
  return rows.map((row) => {
    const byRequester = row.name === null && (row.action === 'created' || row.action === 'message');
    const entry: CaseHistoryEntry = {
      _id: row.id,
      action: row.action,
      actorName: byRequester ? row.requester_name : row.name,
      at: row.created_at,
    };
    if (row.note !== null) entry.note = row.note;
    return entry;
  });
}

export async function insertAccessToken(
  db: Kysely<DB>,
  row: { id: string; caseId: string; tokenHash: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('case_access_tokens')
    .values({ id: row.id, case_id: row.caseId, token_hash: row.tokenHash, created_at: row.createdAt })
    .execute();
}

/**
 * The case a token hash opens, if its case is open or was completed after `completedAfter`
 * (one indexed lookup by hash; nothing else is compared).
 */
export async function findCaseIdByTokenHash(db: Kysely<DB>, tokenHash: string, completedAfter: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('case_access_tokens')
    .innerJoin('cases', 'cases.id', 'case_access_tokens.case_id')
    .select('cases.id')
    .where('case_access_tokens.token_hash', '=', tokenHash)
    .where((eb) => eb.or([eb('cases.status', '<>', 'Completed'), eb('cases.completed_at', '>', completedAfter)]))
    .executeTakeFirst();
  return row?.id;
}

/** A requester's cases that are open or were completed after `completedAfter`, newest first. */
export async function listLinkableCases(db: Kysely<DB>, email: string, completedAfter: string) {
  const rows = await db
    .selectFrom('cases')
    .select(['id', 'question', 'status', 'requester_name'])
    .where('requester_email', '=', email)
    .where((eb) => eb.or([eb('status', '<>', 'Completed'), eb('completed_at', '>', completedAfter)]))
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({ id: row.id, question: row.question, status: row.status, requesterName: row.requester_name }));
}

export async function findRating(db: Kysely<DB>, caseId: string): Promise<CaseRating | undefined> {
  const row = await db.selectFrom('case_ratings').select(['rating', 'comment']).where('case_id', '=', caseId).executeTakeFirst();
  return row ? { rating: Number(row.rating), comment: row.comment } : undefined;
}

/** Stores a case's rating, replacing an earlier one. */
export async function upsertRating(db: Kysely<DB>, caseId: string, rating: CaseRating, now: string): Promise<void> {
  await db
    .insertInto('case_ratings')
    .values({ case_id: caseId, rating: rating.rating, comment: rating.comment, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('case_id').doUpdateSet({ rating: rating.rating, comment: rating.comment, updated_at: now }))
    .execute();
}

/** The language of the requester's e-mail: that of the page she asked from ('en' when unknown). */
export async function findCaseLocale(db: Kysely<DB>, caseId: string): Promise<Locale> {
  const row = await db.selectFrom('cases').select('locale').where('id', '=', caseId).executeTakeFirst();
  return row?.locale === 'ml' ? 'ml' : 'en';
}

/** The case a message belongs to, and who the case is assigned to (who may open the message's files). */
export async function findMessageCase(
  db: Kysely<DB>,
  messageId: string,
): Promise<{ caseId: string; assignedTo: string | null } | undefined> {
  const row = await db
    .selectFrom('case_messages')
    .innerJoin('cases', 'cases.id', 'case_messages.case_id')
    .select(['cases.id', 'cases.assigned_to'])
    .where('case_messages.id', '=', messageId)
    .executeTakeFirst();
  return row ? { caseId: row.id, assignedTo: row.assigned_to } : undefined;
}
