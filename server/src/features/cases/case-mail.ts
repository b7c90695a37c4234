import type { User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { mailLocaleOfUser } from '../account-language/account-language.service';
import type { MailKind, MailThread, Mailer } from '../mail/outbox.service';
import { listNotifiedOperators } from '../users/user.service';
import { findCaseLocale, insertAccessToken } from './case-thread.repository';
import { mintRequestToken, type RequestToken } from './request-token';

/**
 * The cases feature's notifications: each is queued in the app's outbox inside the caller's
 * transaction, so a change and its mail are written together or not at all (decision 010).
 */

/** Where links in e-mails point (config.publicUrl), the outbox they are queued in, and the time of the change. */
export interface MailContext extends Mailer {
  now: Date;
}

/** The requester's page, with her token in the fragment (it never reaches a server log). */
export const requestUrl = (publicUrl: string, token: string) => `${publicUrl}/request#${token}`;
/** A case in the enabler's dashboard. */
export const enablerCaseUrl = (publicUrl: string, caseId: string) => `${publicUrl}/enabler/cases?case=${encodeURIComponent(caseId)}`;
/** A case in the operator's dashboard. */
export const operatorCaseUrl = (publicUrl: string, caseId: string) => `${publicUrl}/operator?case=${encodeURIComponent(caseId)}`;
/** The operator's dashboard. */
export const dashboardUrl = (publicUrl: string) => `${publicUrl}/operator`;

/** The requester's first name, as staff e-mails show her: the first word of her name. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * Queues one e-mail to a requester carrying a link of its own: a token minted for this message
 * only (or the one given, minted before a transaction that may run twice), stored as its hash.
 */
export async function mailRequester(
  trx: Kysely<DB>,
  target: { caseId: string; email: string; name: string },
  mail: { kind: MailKind; data: Record<string, unknown> },
  context: MailContext,
  token: RequestToken = mintRequestToken(),
): Promise<void> {
  await insertAccessToken(trx, { id: newId(), caseId: target.caseId, tokenHash: token.hash, createdAt: context.now.toISOString() });
  const data = { ...mail.data, requestUrl: requestUrl(context.publicUrl, token.token) };
  // In the language of the page she asked from, stored with the case.
  const locale = await findCaseLocale(trx, target.caseId);
  // Her reply by e-mail comes back into the case's conversation (issue 41).
  const thread: MailThread = { kind: 'case', id: target.caseId, party: 'requester' };
  await context.outbox.queue(trx, { kind: mail.kind, to: target.email, toName: target.name, data, locale, thread }, context.now);
}

/**
 * Queues one e-mail to a staff member, in the language she chose for e-mail; with `thread`, her reply
 * by e-mail comes back into that conversation (issue 41).
 */
export async function mailStaff(
  trx: Kysely<DB>,
  to: User,
  kind: MailKind,
  data: Record<string, unknown>,
  context: MailContext,
  thread?: MailThread,
): Promise<void> {
  const locale = await mailLocaleOfUser(trx, to._id);
  const mail = { kind, to: to.email, toName: to.name, data: { recipientName: to.name, ...data }, locale };
  await context.outbox.queue(trx, thread ? { ...mail, thread } : mail, context.now);
}

/** Queues one e-mail to the enabler of a case, in its conversation: she may answer it from her mail client. */
export async function mailEnabler(
  trx: Kysely<DB>,
  enabler: User,
  caseId: string,
  kind: MailKind,
  data: Record<string, unknown>,
  context: MailContext,
): Promise<void> {
  await mailStaff(trx, enabler, kind, data, context, { kind: 'case', id: caseId, party: 'enabler', userId: enabler._id });
}

/** Queues one e-mail to each operator (every active admin when there is no operator), each with her own name. */
export async function mailOperators(
  trx: Kysely<DB>,
  kind: MailKind,
  data: Record<string, unknown>,
  context: MailContext,
  caseId: string,
): Promise<void> {
  for (const operator of await listNotifiedOperators(trx)) {
    await mailStaff(trx, operator, kind, { ...data, caseUrl: operatorCaseUrl(context.publicUrl, caseId) }, context);
  }
}
