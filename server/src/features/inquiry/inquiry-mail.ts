import type { Inquiry, User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { mailLocaleOfUser } from '../account-language/account-language.service';
import type { Mailer } from '../mail/outbox.service';
import { findBookableProfileOfUser } from '../sessions/session-lookups';
import { listNotifiedOperators } from '../users/user.service';
import { findInquiryLocale } from './inquiry.repository';

/**
 * The inquiry feature's e-mail, each queued in the app's outbox (`links.outbox`) in the caller's transaction (decision 009). Addresses
 * are exchanged only by the two messages of an accept (decision 013). The visitor is written to in
 * the language she wrote in, staff in the language each chose.
 */

/** The enabler's Inquiries tab. */
const enablerInquiriesUrl = (publicUrl: string) => `${publicUrl}/enabler/inquiries`;
/** The operators' Inquiries tab. */
export const operatorInquiriesUrl = (publicUrl: string) => `${publicUrl}/operator/inquiries`;
/** The directory, where a declined visitor may find someone else. */
const directoryUrl = (publicUrl: string) => `${publicUrl}/allenablers`;

/** A new inquiry: to its enabler, or, with no linked account, to each operator (active admins when there is none). */
export async function mailInquiryReceived(trx: Kysely<DB>, inquiry: Inquiry, enabler: User | undefined, links: Mailer, now: Date) {
  const data = { visitorName: inquiry.name, question: inquiry.question, profileName: inquiry.enablerName };
  if (enabler) {
    const mail = { ...data, recipientName: enabler.name, forOperators: false, dashboardUrl: enablerInquiriesUrl(links.publicUrl) };
    await links.outbox.queue(
      trx,
      { kind: 'inquiry-received', to: enabler.email, toName: enabler.name, data: mail, locale: await mailLocaleOfUser(trx, enabler._id) },
      now,
    );
    return;
  }
  for (const operator of await listNotifiedOperators(trx)) {
    const mail = { ...data, recipientName: operator.name, forOperators: true, dashboardUrl: operatorInquiriesUrl(links.publicUrl) };
    await links.outbox.queue(
      trx,
      {
        kind: 'inquiry-received',
        to: operator.email,
        toName: operator.name,
        data: mail,
        locale: await mailLocaleOfUser(trx, operator._id),
      },
      now,
    );
  }
}

/**
 * Accepted: the visitor gets the enabler's address, the enabler the visitor's. When the enabler
 * takes bookings (a saved schedule on her profile, issue 31), the visitor is offered a time too.
 */
export async function mailIntroductions(trx: Kysely<DB>, inquiry: Inquiry, enabler: User, links: Mailer, now: Date) {
  const schedule = await findBookableProfileOfUser(trx, enabler._id);
  const toVisitor = {
    visitorName: inquiry.name,
    enablerName: enabler.name,
    enablerEmail: enabler.email,
    question: inquiry.question,
    ...(schedule ? { bookingUrl: `${links.publicUrl}/book/${schedule.id}` } : {}),
  };
  const visitorLocale = await findInquiryLocale(trx, inquiry._id);
  await links.outbox.queue(
    trx,
    { kind: 'inquiry-accepted', to: inquiry.email, toName: inquiry.name, data: toVisitor, locale: visitorLocale },
    now,
  );
  const toEnabler = { recipientName: enabler.name, visitorName: inquiry.name, visitorEmail: inquiry.email, question: inquiry.question };
  await links.outbox.queue(
    trx,
    {
      kind: 'inquiry-introduction',
      to: enabler.email,
      toName: enabler.name,
      data: toEnabler,
      locale: await mailLocaleOfUser(trx, enabler._id),
    },
    now,
  );
}

/** Declined: a kind note to the visitor, with the reason only when one was given. */
export async function mailDeclined(trx: Kysely<DB>, inquiry: Inquiry, enabler: User, reason: string | undefined, links: Mailer, now: Date) {
  const data = {
    visitorName: inquiry.name,
    enablerName: enabler.name,
    directoryUrl: directoryUrl(links.publicUrl),
    ...(reason ? { reason } : {}),
  };
  const locale = await findInquiryLocale(trx, inquiry._id);
  await links.outbox.queue(trx, { kind: 'inquiry-declined', to: inquiry.email, toName: inquiry.name, data, locale }, now);
}

/** The one reminder of an inquiry still New after three days. */
export async function mailReminder(trx: Kysely<DB>, inquiry: Inquiry, enabler: User, links: Mailer, now: Date) {
  const data = {
    recipientName: enabler.name,
    visitorName: inquiry.name,
    question: inquiry.question,
    receivedAt: inquiry.createdAt,
    dashboardUrl: enablerInquiriesUrl(links.publicUrl),
  };
  await links.outbox.queue(
    trx,
    { kind: 'inquiry-reminder', to: enabler.email, toName: enabler.name, data, locale: await mailLocaleOfUser(trx, enabler._id) },
    now,
  );
}
