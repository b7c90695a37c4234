import type { Inquiry, InquiryToCase, User } from '@wfc/shared';
import type { Database } from '../../db/database';
import { assertRole } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { createCaseWithin } from '../cases/case.service';
import { changeOwnedInquiry } from './inquiry-change';
import * as repository from './inquiry.repository';
import type { Mailer } from '../mail/outbox.service';

/** The operators' inquiries: those sent to profiles with no linked account (decision 013). */

const OPEN = ['New', 'Viewed'] as const;

/** Inquiries to profiles without an account, newest first (operators and admins). */
export async function listInquiriesForOperators(database: Database, actor: User): Promise<Inquiry[]> {
  assertRole(actor, 'operator', 'admin');
  return repository.listInquiriesAssignedTo(database.db, null);
}

/**
 * Turns an open inquiry into a help-request case through the cases feature (the requester's
 * acknowledgement and private link included; its history says it came from this inquiry) and
 * closes the inquiry with the case's id: one transaction, so neither happens without the other.
 */
export async function turnInquiryIntoCase(database: Database, id: string, actor: User, now: Date, links: Mailer): Promise<InquiryToCase> {
  assertRole(actor, 'operator', 'admin');
  return database.writeTransaction(async (trx) => {
    const change = {
      id,
      owner: 'operators' as const,
      from: OPEN,
      to: 'Closed' as const,
      actorId: actor._id,
      note: 'Made into a help request.',
    };
    const closed = await changeOwnedInquiry(trx, change, now);
    const input = {
      question: closed.question,
      requesterName: closed.name,
      requesterEmail: closed.email,
      source: 'inquiry' as const,
      note: `From an inquiry to ${closed.enablerName}, made into a help request by ${actor.name}.`,
      // She is written to in the language she wrote in.
      locale: await repository.findInquiryLocale(trx, id),
      // Her own case is not news to her: the operators' digest leaves it out of hers.
      createdBy: actor._id,
    };
    const created = await createCaseWithin(trx, input, now, links);
    await repository.setInquiryCase(trx, id, created._id);
    // The visitor's name and address go on to the case workflow: a hand-over of personal data.
    await recordAudit(
      trx,
      { action: 'inquiry-made-case', actorId: actor._id, subject: { kind: 'inquiry', id }, detail: `Case ${created._id}` },
      now,
    );
    return { inquiry: { ...closed, caseId: created._id }, caseId: created._id };
  });
}

/** Closes an open inquiry with the operator's note (kept in its history). 409 unless open. */
export async function closeInquiry(database: Database, input: { id: string; note: string }, actor: User, now: Date): Promise<Inquiry> {
  assertRole(actor, 'operator', 'admin');
  return database.writeTransaction((trx) =>
    changeOwnedInquiry(trx, { id: input.id, owner: 'operators', from: OPEN, to: 'Closed', actorId: actor._id, note: input.note }, now),
  );
}
