import { requireMembership } from '../membership/membership.service';
import {
  directoryMessages,
  type DirectoryCounts,
  type DirectoryReport,
  type DirectoryReportStatus,
  type DirectoryReportsQuery,
  type ReportBody,
  type User,
} from '@wfc/shared';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, pageOf, rowPosition } from '../../lib/cursor';
import { newId } from '../../lib/ids';
import { assertRole } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import type { Mailer } from '../mail/outbox.service';
import {
  cardOfListing,
  contactOfMembership,
  countListings,
  hiddenCards,
  hideCard,
  listingOfMembership,
  membershipOfListing,
  showCard,
  visibleCard,
} from '../member-directory/directory-cards';
import { hideNote, noteForReport, noteForStaff } from '../introductions/introduction-notes';
import * as repository from './directory-reports.repository';

/**
 * Reports of a card or an introduction's note (issue 42), and the staff's moderation. A member may
 * report only what she can see: a card shown to her, a note she received; the reported member is
 * never told. Hiding tells her member the reason by e-mail, closes every open report of the same
 * card or note, and is in the audit log, as are dismissing and showing a card again.
 */

const reportNotFound = () => notFound(directoryMessages.reportNotFound);
const STAFF = ['admin', 'operator'] as const;
const PAGE_SIZE = 50;

/** POST /api/member/reports: 404 unless the card is one she may see (not her own) or the note one she received. */
export async function reportToStaff(database: Database, email: string, body: ReportBody, now: Date) {
  await database.writeTransaction(async (trx) => {
    const reporter = (await requireMembership(trx, email, directoryMessages.notAMember)).id;
    if (body.kind === 'card') {
      const card = await visibleCard(trx, reporter, body.listingId);
      if (!card || (await membershipOfListing(trx, body.listingId)) === reporter) throw reportNotFound();
    } else if (!(await noteForReport(trx, body.introductionId, reporter))) throw reportNotFound();
    await repository.insertReport(trx, {
      id: newId(),
      reporter_membership_id: reporter,
      kind: body.kind,
      listing_id: body.kind === 'card' ? body.listingId : null,
      introduction_id: body.kind === 'note' ? body.introductionId : null,
      reason: body.reason,
      created_at: now.toISOString(),
    });
  });
  return { message: directoryMessages.reportSent };
}

/** GET /api/staff/directory/counts. */
export async function directoryCounts(database: Database, actor: User): Promise<DirectoryCounts> {
  assertRole(actor, ...STAFF);
  const [listings, introductions, openReports] = await Promise.all([
    countListings(database.db),
    repository.countIntroductions(database.db),
    repository.countReports(database.db, 'open'),
  ]);
  return { ...listings, ...introductions, openReports };
}

type ReportRow = Awaited<ReturnType<typeof repository.listReportsPage>>[number];

async function reportOf(database: Database, row: ReportRow): Promise<DirectoryReport> {
  const db = database.db;
  const note = row.introduction_id ? await noteForStaff(db, row.introduction_id) : undefined;
  let listingId = row.listing_id;
  if (row.kind === 'note' && note?.fromMembershipId) listingId = (await listingOfMembership(db, note.fromMembershipId))?.id ?? null;
  const member = listingId ? await membershipOfListing(db, listingId) : undefined;
  const listing = member ? await listingOfMembership(db, member) : undefined;
  const card = listingId ? ((await cardOfListing(db, listingId)) ?? null) : null;
  const reporterName =
    row.reporter_card_name ?? (row.reporter_first_name ? `${row.reporter_first_name} ${row.reporter_last_name ?? ''}`.trim() : '');
  return {
    _id: row.id,
    kind: row.kind,
    status: row.status,
    reason: row.reason,
    createdAt: row.created_at,
    reportedBy: reporterName,
    card,
    note: note ? { introductionId: note.introductionId, text: note.text, hidden: note.hidden } : null,
    cardHidden: listing?.hidden ?? false,
    closedAt: row.closed_at,
    closedBy: row.closed_by_name ?? row.closed_by,
  };
}

/** GET /api/staff/directory/reports: open or closed reports, newest first, a page at a time. */
export async function listReports(
  database: Database,
  query: DirectoryReportsQuery,
  actor: User,
): Promise<{ items: DirectoryReport[]; total: number; nextCursor: string | undefined }> {
  assertRole(actor, ...STAFF);
  const limit = Math.min(query.limit, PAGE_SIZE);
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const [rows, total] = await Promise.all([
    repository.listReportsPage(database.db, query.status, after && { createdAt: after.createdAt, id: after.id }, limit + 1),
    repository.countReports(database.db, query.status),
  ]);
  const { page, nextCursor } = pageOf(rows, limit, rowPosition);
  const items: DirectoryReport[] = [];
  for (const row of page) items.push(await reportOf(database, row));
  return { items, total, nextCursor };
}

async function openReport(database: Database, reportId: string) {
  const report = await repository.findReport(database.db, reportId);
  if (!report) throw reportNotFound();
  if (report.status !== 'open') throw new AppError(409, 'CONFLICT', directoryMessages.reportNotOpen);
  return report;
}

const memberPageUrl = (publicUrl: string) => `${publicUrl}/member`;

/** POST /api/staff/directory/reports/:id/hide: hides the card or the note, mails its member the reason, closes its open reports. */
export async function hideReported(database: Database, reportId: string, reason: string, actor: User, now: Date, mailer: Mailer) {
  assertRole(actor, ...STAFF);
  await openReport(database, reportId);
  await database.writeTransaction(async (trx) => {
    const report = await repository.findReport(trx, reportId);
    if (!report || report.status !== 'open') throw new AppError(409, 'CONFLICT', directoryMessages.reportNotOpen);
    const stamp = now.toISOString();
    if (report.kind === 'card' && report.listing_id) {
      const listingId = report.listing_id;
      await hideCard(trx, listingId, reason, actor._id, now);
      await repository.closeOpenReportsOf(trx, { listingId }, actor._id, stamp);
      const member = await membershipOfListing(trx, listingId);
      const contact = member ? await contactOfMembership(trx, member) : undefined;
      if (contact)
        await mailer.outbox.queue(
          trx,
          {
            kind: 'directory-card-hidden',
            to: contact.email,
            toName: contact.name,
            locale: contact.locale,
            data: { recipientName: contact.name, reason, pageUrl: memberPageUrl(mailer.publicUrl) },
          },
          now,
        );
      await recordAudit(
        trx,
        { action: 'directory-card-hidden', actorId: actor._id, subject: { kind: 'directory-listing', id: listingId } },
        now,
      );
    } else if (report.introduction_id) {
      const introductionId = report.introduction_id;
      const note = await noteForStaff(trx, introductionId);
      if (!note) throw reportNotFound();
      await hideNote(trx, introductionId, reason, now);
      await repository.closeOpenReportsOf(trx, { introductionId }, actor._id, stamp);
      const contact = note.fromMembershipId ? await contactOfMembership(trx, note.fromMembershipId) : undefined;
      const otherName = (await listingOfMembership(trx, report.reporter_membership_id))?.name;
      if (contact)
        await mailer.outbox.queue(
          trx,
          {
            kind: 'introduction-note-hidden',
            to: contact.email,
            toName: contact.name,
            locale: contact.locale,
            data: { recipientName: contact.name, otherName: otherName ?? contact.name, reason, pageUrl: memberPageUrl(mailer.publicUrl) },
          },
          now,
        );
      await recordAudit(
        trx,
        { action: 'introduction-note-hidden', actorId: actor._id, subject: { kind: 'introduction', id: introductionId } },
        now,
      );
    } else throw reportNotFound();
  });
  return { message: directoryMessages.staffHidden };
}

/** POST /api/staff/directory/reports/:id/dismiss: closed with nothing changed. */
export async function dismissReport(database: Database, reportId: string, actor: User, now: Date) {
  assertRole(actor, ...STAFF);
  await openReport(database, reportId);
  await database.writeTransaction(async (trx) => {
    const status: DirectoryReportStatus = 'dismissed';
    if (!(await repository.closeReport(trx, reportId, status, actor._id, now.toISOString())))
      throw new AppError(409, 'CONFLICT', directoryMessages.reportNotOpen);
    await recordAudit(
      trx,
      { action: 'directory-report-dismissed', actorId: actor._id, subject: { kind: 'directory-report', id: reportId } },
      now,
    );
  });
  return { message: directoryMessages.reportDismissed };
}

/** GET /api/staff/directory/hidden. */
export async function listHiddenCards(database: Database, actor: User) {
  assertRole(actor, ...STAFF);
  return hiddenCards(database.db);
}

/** POST /api/staff/directory/listings/:id/show: a card staff hid is shown again at once. */
export async function showHiddenCard(database: Database, listingId: string, actor: User, now: Date) {
  assertRole(actor, ...STAFF);
  await database.writeTransaction(async (trx) => {
    const listing = await cardOfListing(trx, listingId);
    if (!listing) throw notFound(directoryMessages.cardNotFound);
    await showCard(trx, listingId);
    await recordAudit(
      trx,
      { action: 'directory-card-shown', actorId: actor._id, subject: { kind: 'directory-listing', id: listingId } },
      now,
    );
  });
  return { message: directoryMessages.staffShown };
}
