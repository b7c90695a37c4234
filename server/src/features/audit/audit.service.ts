import {
  AUDIT_TALLY_WINDOW_MINUTES,
  type AuditAction,
  type AuditEntry,
  type AuditListQuery,
  type AuditSubjectKind,
  type AuditTallyAction,
  type User,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { decodeCursor, pageOf, rowPosition } from '../../lib/cursor';
import { newId } from '../../lib/ids';
import { assertRole } from '../../lib/permissions';
import * as repository from './audit.repository';

export interface AuditRecord {
  action: AuditAction;
  /** The staff member who acted; null when the person herself or the system did. */
  actorId: string | null;
  subject: { kind: AuditSubjectKind; id: string | null };
  /** Never personal data: a role change, an export's filter, a count. */
  detail?: string | null;
}

/**
 * Writes one line of the audit log inside the caller's transaction, so the line exists exactly
 * when the change it records does.
 */
export async function recordAudit(db: Kysely<DB>, record: AuditRecord, now: Date): Promise<void> {
  await repository.insertAuditEvent(db, {
    id: newId(),
    action: record.action,
    actor_id: record.actorId,
    subject_kind: record.subject.kind,
    subject_id: record.subject.id,
    detail: record.detail ?? null,
    created_at: now.toISOString(),
  });
}

const TALLY_WINDOW_MS = AUDIT_TALLY_WINDOW_MINUTES * 60_000;

/** One attempt counted on a tally line: what failed, on which account (null: no account has the address), from where (masked). */
export interface AuditTallyRecord {
  action: AuditTallyAction;
  subject: { kind: AuditSubjectKind; id: string | null };
  /** The attempt's network, already masked (maskClientAddress): never personal data. */
  detail: string;
}

/**
 * Counts one attempt on the tally line of its action and subject for the clock-aligned window of
 * AUDIT_TALLY_WINDOW_MINUTES that holds `now` (issue 26): the first attempt inserts the line (its
 * time is the first attempt's), each further one adds one to it and makes the detail its own. So
 * however many attempts are made, an action writes at most one line per subject and window, and
 * the subjects are the accounts that exist (plus one for addresses with no account).
 */
export async function recordAuditTally(db: Kysely<DB>, record: AuditTallyRecord, now: Date): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / TALLY_WINDOW_MS) * TALLY_WINDOW_MS).toISOString();
  await repository.upsertAuditTally(db, {
    id: newId(),
    action: record.action,
    actor_id: null,
    subject_kind: record.subject.kind,
    subject_id: record.subject.id,
    detail: record.detail,
    created_at: now.toISOString(),
    window_key: `${record.action}/${record.subject.kind}/${record.subject.id ?? '-'}/${windowStart}`,
  });
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
  nextCursor: string | undefined;
}

/** The admin's Audit log, newest first, a page at a time. */
export async function listAudit(database: Database, query: AuditListQuery, actor: User): Promise<AuditPage> {
  assertRole(actor, 'admin');
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  // One row more than asked tells whether another page exists.
  const [rows, total] = await Promise.all([
    repository.listAuditPage(database.db, { limit: query.limit + 1, after }),
    repository.countAuditEvents(database.db),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit, rowPosition);
  const entries = page.map((row): AuditEntry => ({
    _id: row.id,
    action: row.action,
    actor: row.actor_id === null ? null : { _id: row.actor_id, name: row.actor_name ?? 'A removed account' },
    subjectKind: row.subject_kind,
    subjectId: row.subject_id,
    subjectName: row.subject_name ?? null,
    subjectOnRecord: (row.subject_name ?? row.inquiry_id ?? null) !== null,
    detail: row.detail,
    occurrences: row.occurrences,
    createdAt: row.created_at,
  }));
  return { entries, total, nextCursor };
}
