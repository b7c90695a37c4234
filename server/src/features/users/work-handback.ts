import { userAdminMessages as text, type AccountSummary, type User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { dashboardUrl, mailStaff } from '../cases/case-mail';
import { returnOpenCasesOf } from '../cases/case-change.service';
import { operatorInquiriesUrl } from '../inquiry/inquiry-mail';
import { returnOpenInquiriesOf } from '../inquiry/inquiry-handback';
import { listNotifiedOperators } from './user.service';
import type { Mailer } from '../mail/outbox.service';

/** What an enabler who leaves gave back. */
export interface ReturnedWork {
  cases: number;
  inquiries: number;
}

/**
 * An enabler leaves (deactivated, or her role changed): her open cases go back to the queue, her
 * unanswered inquiries to the operators' inbox, each with a line in its history, and every operator
 * gets one e-mail listing both, all in the caller's transaction (decision 014).
 */
export async function handBackWorkOf(
  trx: Kysely<DB>,
  account: AccountSummary,
  actor: User,
  now: Date,
  links: Mailer,
): Promise<ReturnedWork> {
  const cases = await returnOpenCasesOf(trx, { accountId: account._id, note: text.casesReturnedNote }, actor, now, links);
  const inquiries = await returnOpenInquiriesOf(trx, { accountId: account._id, note: text.inquiriesReturnedNote }, actor, now);
  if (cases.length + inquiries.length > 0) {
    const data = {
      enablerName: account.name,
      cases,
      dashboardUrl: dashboardUrl(links.publicUrl),
      inquiries,
      inquiriesUrl: operatorInquiriesUrl(links.publicUrl),
    };
    for (const operator of await listNotifiedOperators(trx))
      await mailStaff(trx, operator, 'cases-returned', data, { publicUrl: links.publicUrl, outbox: links.outbox, now });
  }
  return { cases: cases.length, inquiries: inquiries.length };
}
