import { recordAudit } from '../audit/audit.service';
import type { Inquiry, InquiryDetail, User } from '@wfc/shared';
import type { Database } from '../../db/database';
import { assertRole } from '../../lib/permissions';
import { changeOwnedInquiry, findOwnedInquiry, tryChangeOwnedInquiry } from './inquiry-change';
import { mailDeclined, mailIntroductions } from './inquiry-mail';
import * as repository from './inquiry.repository';
import type { Mailer } from '../mail/outbox.service';

/** The enabler's inquiries (decision 013): her own only; the visitor's address once she has accepted. */

/** An inquiry as its enabler sees it: the visitor's e-mail address is "" until she accepted. */
function asSeenByEnabler(inquiry: Inquiry): Inquiry {
  return inquiry.status === 'Accepted' ? inquiry : { ...inquiry, email: '' };
}

/** The calling enabler's inquiries, newest first. */
export async function listMyInquiries(database: Database, actor: User): Promise<Inquiry[]> {
  assertRole(actor, 'enabler');
  return (await repository.listInquiriesAssignedTo(database.db, actor._id)).map(asSeenByEnabler);
}

/** One of her inquiries with its history; the first opening of a New one makes it Viewed (recorded). */
export async function openMyInquiry(database: Database, id: string, actor: User, now: Date): Promise<InquiryDetail> {
  assertRole(actor, 'enabler');
  const owner = { enablerId: actor._id };
  const found = await findOwnedInquiry(database.db, id, owner);
  if (found.item.status === 'New') {
    // Two tabs opening it at once: one records the view, the other finds it Viewed already.
    await database.writeTransaction((trx) =>
      tryChangeOwnedInquiry(trx, { id, owner, from: ['New'], to: 'Viewed', actorId: actor._id }, now),
    );
  }
  const current = await findOwnedInquiry(database.db, id, owner);
  return { ...asSeenByEnabler(current.item), history: await repository.listInquiryEvents(database.db, id) };
}

/**
 * Accepts: Accepted, recorded, and the two introductions queued in the same transaction (the
 * enabler's address to the visitor, the visitor's to the enabler; the visitor is also offered a
 * time from the enabler's schedule when she has one, issue 31). 409 unless New or Viewed.
 */
export async function acceptInquiry(database: Database, id: string, actor: User, now: Date, links: Mailer): Promise<Inquiry> {
  assertRole(actor, 'enabler');
  return database.writeTransaction(async (trx) => {
    const change = { id, owner: { enablerId: actor._id }, from: ['New', 'Viewed'] as const, to: 'Accepted' as const, actorId: actor._id };
    const accepted = await changeOwnedInquiry(trx, change, now);
    await mailIntroductions(trx, accepted, actor, links, now);
    // Each side's address goes to the other: a hand-over of personal data.
    await recordAudit(trx, { action: 'inquiry-introduced', actorId: actor._id, subject: { kind: 'inquiry', id } }, now);
    return accepted;
  });
}

/** Declines, with an optional reason the visitor is sent with a link back to the directory. 409 unless New or Viewed. */
export async function declineInquiry(
  database: Database,
  input: { id: string; reason: string | undefined },
  actor: User,
  now: Date,
  links: Mailer,
): Promise<Inquiry> {
  assertRole(actor, 'enabler');
  return database.writeTransaction(async (trx) => {
    const change = {
      id: input.id,
      owner: { enablerId: actor._id },
      from: ['New', 'Viewed'] as const,
      to: 'Declined' as const,
      actorId: actor._id,
      note: input.reason ?? null,
      declineReason: input.reason ?? null,
    };
    const declined = await changeOwnedInquiry(trx, change, now);
    await mailDeclined(trx, declined, actor, input.reason, links, now);
    return asSeenByEnabler(declined);
  });
}
