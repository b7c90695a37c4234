import { memberMessages, NewsletterTopicList, type Member, type MemberFilter, type MemberListQuery, type User } from '@wfc/shared';
import type { Stringifier } from 'csv-stringify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { parseJsonColumn } from '../../db/json-column';
import { notFound } from '../../lib/app-error';
import { decodeCursor, pageOf, rowPosition } from '../../lib/cursor';
import { assertRole } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { createMembersCsv, toCsvRecord } from './members-csv';
import * as repository from './members.repository';
import { suppressionsOf } from '../mail/mail.service';
import { eraseDirectoryDataOf } from '../introductions/introductions.service';
import { eraseWhatsAppDataOf } from '../whatsapp/whatsapp-privacy';

const STAFF = ['admin', 'operator'] as const;
/** Rows read from the database at a time while exporting: memory stays flat whatever the count. */
const EXPORT_BATCH = 1000;

function toMember(row: repository.MemberRow): Member {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    jobFunction: row.job_function,
    vertical: row.vertical,
    interests: parseJsonColumn(NewsletterTopicList, row.interests),
    hearAbout: row.hear_about,
    emailPermission: row.email_permission === 1,
    confirmedAt: row.confirmed_at,
    unsubscribedAt: row.unsubscribed_at,
    createdAt: row.created_at,
  };
}

export interface MemberPage {
  members: Member[];
  total: number;
  nextCursor: string | undefined;
}

/** The Members screen: newest first, filtered, a page at a time, with the filter's count. */
export async function listMembers(database: Database, query: MemberListQuery, actor: User): Promise<MemberPage> {
  assertRole(actor, ...STAFF);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const [rows, total] = await Promise.all([
    repository.listMembersPage(database.db, query, { limit: query.limit + 1, after }),
    repository.countMembers(database.db, query),
  ]);
  const { page, nextCursor } = pageOf(rows, query.limit, rowPosition);
  // Whether a mail server refused her address for good (issue 29), shown on her card.
  const refused = await suppressionsOf(
    database.db,
    page.map((row) => row.email),
  );
  return {
    members: page.map((row) => ({ ...toMember(row), bulkMailRefused: refused.get(row.email.toLowerCase()) ?? null })),
    total,
    nextCursor,
  };
}

export async function getMember(database: Database, id: string, actor: User): Promise<Member> {
  assertRole(actor, ...STAFF);
  const row = await repository.findMember(database.db, id);
  if (!row) throw notFound(memberMessages.notFound);
  const refused = await suppressionsOf(database.db, [row.email]);
  return { ...toMember(row), bulkMailRefused: refused.get(row.email.toLowerCase()) ?? null };
}

/** The filter in words for the audit log: which filters, never the search text (it may be a name). */
function describeFilter(filter: MemberFilter): string {
  const parts = Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => (name === 'q' ? 'a search' : `${name} ${String(value)}`));
  return parts.length === 0 ? 'every member' : parts.join(', ');
}

/**
 * The filtered members as a CSV stream. The export is recorded in the audit log (who, when, which
 * filter, how many) before the first byte goes out; rows are read in batches along the cursor.
 */
export async function exportMembers(database: Database, filter: MemberFilter, actor: User, now: Date): Promise<Stringifier> {
  assertRole(actor, ...STAFF);
  const count = await repository.countMembers(database.db, filter);
  await database.writeTransaction((trx) =>
    recordAudit(
      trx,
      {
        action: 'members-exported',
        actorId: actor._id,
        subject: { kind: 'members', id: null },
        detail: `${describeFilter(filter)}: ${count} members`,
      },
      now,
    ),
  );
  const csv = createMembersCsv();
  void (async () => {
    let after: { createdAt: string; id: string } | undefined;
    for (;;) {
      const rows = await repository.listMembersPage(database.db, filter, { limit: EXPORT_BATCH, after });
      for (const row of rows) {
        // Respect back-pressure: wait for the reader when the stream's buffer is full.
        if (!csv.write(toCsvRecord(row))) await new Promise((resolve) => csv.once('drain', resolve));
      }
      const last = rows[rows.length - 1];
      if (!last || rows.length < EXPORT_BATCH) break;
      after = { createdAt: last.created_at, id: last.id };
    }
    csv.end();
  })().catch((error: unknown) => csv.destroy(error instanceof Error ? error : new Error(String(error))));
  return csv;
}

/**
 * Removes a member and everything kept because of her (members.repository's `eraseMemberRows`), in
 * the caller's transaction; first her directory data that no foreign key takes with her (issue 42:
 * her introductions not accepted, and her card's photos), and her WhatsApp number, its messages and
 * her Inbox items' link to her (issue 44).
 */
export async function eraseMemberRows(trx: Kysely<DB>, member: { id: string; email: string }): Promise<void> {
  await eraseDirectoryDataOf(trx, member.id);
  await eraseWhatsAppDataOf(trx, member.id);
  await repository.eraseMemberRows(trx, member);
}

/**
 * Erases a member: her record, her links and every e-mail to her in the outbox, in one transaction
 * with an audit line that says who erased which member id when, and nothing of her data. On
 * SQLite her bytes are then in neither the database file nor its write-ahead log (docs/security.md).
 */
export async function eraseMember(database: Database, id: string, actor: User, now: Date): Promise<{ message: string }> {
  assertRole(actor, ...STAFF);
  const erased = await database.writeTransaction(async (trx) => {
    const member = await repository.findMember(trx, id);
    if (!member) return false;
    await eraseMemberRows(trx, member);
    await recordAudit(trx, { action: 'member-erased', actorId: actor._id, subject: { kind: 'member', id } }, now);
    return true;
  });
  if (!erased) throw notFound(memberMessages.notFound);
  // Her rows are gone; the old copies of their pages in the write-ahead log go too (issue 26).
  await database.forgetDeleted();
  return { message: memberMessages.erased };
}
