import {
  memberAccountMessages,
  NewsletterTopicList,
  type MemberDetails,
  type MemberDetailsBody,
  type MemberEmailChoicesBody,
  type MemberInquiry,
  type MemberRequestSummary,
} from '@wfc/shared';
import type { Database } from '../../db/database';
import { parseJsonColumn } from '../../db/json-column';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { waitingFor } from '../cases/case.service';
import { eraseMemberRows } from '../members/members.service';
import * as repository from './member-account.repository';
export { updateEmailChoices } from './member-account.repository';
// A member's export reads every table that holds her address, in one repository that lists them all (decision 030).
export { exportMemberData } from './member-export.repository';

/**
 * Her own page (issue 28): every record is found by the address her session verified, never by
 * an id alone. Someone with requests or inquiries but no membership has no details to edit.
 */

const noMembership = () => new AppError(404, 'NOT_FOUND', memberAccountMessages.notAMember);

type MembershipRow = NonNullable<Awaited<ReturnType<typeof repository.findMembershipOf>>>;

function detailsOf(row: MembershipRow): MemberDetails {
  const interests = parseJsonColumn(NewsletterTopicList, row.interests);
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    jobFunction: row.job_function,
    vertical: row.vertical,
    hearAbout: row.hear_about,
    // Topics are what she gets e-mail about: none while she has not allowed e-mail.
    topics: row.email_permission === 1 ? interests : [],
    locale: row.locale === 'ml' ? 'ml' : 'en',
    confirmedAt: row.confirmed_at,
    createdAt: row.created_at,
  };
}

export async function membershipOf(database: Database, email: string): Promise<MemberDetails | null> {
  const row = await repository.findMembershipOf(database.db, email);
  return row ? detailsOf(row) : null;
}

export async function saveDetails(database: Database, email: string, input: MemberDetailsBody) {
  const membership = await database.writeTransaction(async (trx) => {
    const row = await repository.findMembershipOf(trx, email);
    if (!row) return undefined;
    await repository.updateDetails(trx, row.id, {
      first_name: input.firstName,
      last_name: input.lastName,
      job_function: input.jobFunction,
      vertical: input.vertical,
      hear_about: input.hearAbout,
    });
    return repository.findMembershipOf(trx, email);
  });
  if (!membership) throw noMembership();
  return { message: memberAccountMessages.detailsSaved, membership: detailsOf(membership) };
}

export async function saveEmailChoices(database: Database, email: string, input: MemberEmailChoicesBody, now: Date) {
  const membership = await database.writeTransaction(async (trx) => {
    const row = await repository.findMembershipOf(trx, email);
    if (!row) return undefined;
    await repository.updateEmailChoices(trx, row.id, input, now.toISOString());
    return repository.findMembershipOf(trx, email);
  });
  if (!membership) throw noMembership();
  const message = input.topics.length === 0 ? memberAccountMessages.unsubscribedAll : memberAccountMessages.choicesSaved;
  return { message, membership: detailsOf(membership) };
}

/** Her membership erased as staff erase one (members.repository), audited without her data; her requests and inquiries stay. */
export async function deleteOwnMembership(database: Database, email: string, now: Date) {
  const erased = await database.writeTransaction(async (trx) => {
    const row = await repository.findMembershipOf(trx, email);
    if (!row) return false;
    await eraseMemberRows(trx, row);
    await recordAudit(trx, { action: 'member-deleted-own', actorId: null, subject: { kind: 'member', id: row.id } }, now);
    return true;
  });
  if (!erased) throw noMembership();
  await database.forgetDeleted();
  return { message: memberAccountMessages.membershipDeleted };
}

export async function requestsOf(database: Database, email: string): Promise<MemberRequestSummary[]> {
  const rows = await repository.listRequestsOf(database.db, email);
  return rows.map((row) => ({
    _id: row.id,
    question: row.question,
    status: row.status,
    createdAt: row.created_at,
    enablerName: row.enabler_name ?? null,
    waitingFor: waitingFor(row.status, row.assigned_to, row.last_message_by),
  }));
}

/** The case id when it is hers; the requester's page's own 404 otherwise. */
export async function ownCase(database: Database, email: string, caseId: string): Promise<string> {
  if (!(await repository.ownsCase(database.db, email, caseId)))
    throw new AppError(404, 'REQUEST_NOT_FOUND', memberAccountMessages.requestNotFound);
  return caseId;
}

export async function inquiriesOf(database: Database, email: string): Promise<MemberInquiry[]> {
  const rows = await repository.listInquiriesOf(database.db, email);
  return rows.map((row) => ({
    _id: row.id,
    enablerName: row.enabler_name,
    question: row.question,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}
