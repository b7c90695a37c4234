import type { InquiryBody, Locale } from '@wfc/shared';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { findEnablerForInquiry } from '../content/content.service';
import { findInquiryRecipient } from '../profiles/profile.service';
import { mailInquiryReceived } from './inquiry-mail';
import { insertInquiry, insertInquiryEvent } from './inquiry.repository';
import type { Mailer } from '../mail/outbox.service';

const UNKNOWN_ENABLER = 'We could not find that enabler. Please choose one from the directory.';

/**
 * Stores a visitor's message to one enabler of the directory, New, with its history's first row
 * and its e-mail: to the enabler linked to the profile, or to the operators when none is. One
 * transaction, group-committed with other submissions; ids are made before it, since it may run twice.
 * `locale` is her page's language, kept for the e-mail she is sent about it.
 */
export async function submitInquiry(database: Database, input: InquiryBody, now: Date, links: Mailer, locale: Locale = 'en') {
  const id = newId();
  const eventId = newId();
  const stamp = now.toISOString();
  return database.groupWrite(async (trx) => {
    const profile = await findEnablerForInquiry(trx, input);
    if (!profile) throw badRequest(UNKNOWN_ENABLER, { enabler: UNKNOWN_ENABLER });
    const enabler = await findInquiryRecipient(trx, profile.id);
    await insertInquiry(trx, {
      id,
      enabler_id: profile.id,
      enabler_name: profile.name,
      name: input.name,
      email: input.email,
      question: input.question,
      status: 'New',
      assigned_user_id: enabler?._id ?? null,
      locale,
      created_at: stamp,
      updated_at: stamp,
    });
    await insertInquiryEvent(trx, {
      id: eventId,
      inquiry_id: id,
      actor_id: null,
      from_status: null,
      to_status: 'New',
      note: null,
      created_at: stamp,
    });
    const inquiry = {
      _id: id,
      name: input.name,
      email: input.email,
      question: input.question,
      enablerId: profile.id,
      enablerName: profile.name,
      status: 'New' as const,
      declineReason: null,
      caseId: null,
      createdAt: stamp,
    };
    await mailInquiryReceived(trx, inquiry, enabler, links, now);
    return { id, enablerId: profile.id, assigned: enabler !== undefined };
  });
}
