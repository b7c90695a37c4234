import { CONTROL_IN_TEXT, MAX_TEXT, type InboundOutcome, type InboundReason, type InboxReason } from '@wfc/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { maskEmail } from '../../lib/redact';
import { writeEnablerMessage } from '../cases/case-thread.service';
import { writeRequesterMessageWithin } from '../cases/requester.service';
import { findReplyRoute, insertAttachment, recordOutboxBounce, suppressAddress, type ReplyRouteRow } from '../mail/mail.service';
import type { Mailer } from '../mail/outbox.service';
import { isBounceAddressForm, returnTargetOf, type ReturnTarget } from '../mail/reply-address';
import { newsletterCopyAddress } from '../newsletters/newsletters.service';
import { findActiveAccount } from '../users/user.service';
import { failedRecipientsOf } from './delivery-status';
import { keptAttachments, type KeptAttachments } from './attachments';
import { failedDmarc, isAutomatic, isLoop, readInboundMail, UnreadableMail, type InboundMail } from './inbound-mail';
import * as repository from './inbox.repository';
import { replyTextOf } from './reply-text';

/**
 * The one intake behind both ways in (issue 41: the SMTP receiver and the IMAP watcher): a message
 * is read, sorted and acted on once. Its receipt (keyed by its Message-ID) is written in the same
 * transaction as what it causes, so a message delivered twice, or taken in by two processes watching
 * one mailbox, is posted once; every e-mail the post causes is queued in that transaction too.
 */
export interface IntakeContext {
  database: Database;
  mailer: Mailer;
  /** REPLY_ADDRESS, lower-cased; without it nothing names a thread and everything goes to the Inbox. */
  replyAddress: string | undefined;
  /** The server's secret (JWT_SECRET): reply tokens and bounce checks are made with it. */
  secret: string;
  /** The address of MAIL_FROM: mail from it is the club's own coming back. */
  fromAddress: string;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Told after a commit that changed what staff see (a message in a case, an Inbox item), for the live updates. */
  changed: (change: IntakeChange) => void;
}

/** What staff should see change. */
type IntakeChange = { kind: 'case-message'; caseId: string } | { kind: 'inbox'; itemId: string };

/** What became of one message. */
export interface IntakeResult {
  outcome: InboundOutcome | 'duplicate';
  reason?: InboundReason;
  caseId?: string;
  itemId?: string;
}

/** Where a message goes once it is read. */
type Plan =
  | { to: 'ignore'; reason: InboundReason }
  | { to: 'bounce'; target: ReturnTarget | undefined; forged: boolean }
  | { to: 'thread'; route: ReplyRouteRow }
  | { to: 'inbox'; reason: InboxReason; caseId: string | null };

const DAY_MS = 86_400_000;

/** The message's own words, fit to be stored: its reply without quotes, no control characters, at most MAX_TEXT. */
function bodyOf(mail: InboundMail): string {
  const text = replyTextOf(mail.text).replace(new RegExp(CONTROL_IN_TEXT.source, 'g'), '');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** Malayalam when most of its letters are. */
function localeOf(text: string): 'en' | 'ml' {
  const malayalam = text.match(/[\u0D00-\u0D7F]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return malayalam > latin ? 'ml' : 'en';
}

async function planFor(context: IntakeContext, mail: InboundMail, recipients: string[], now: string): Promise<Plan> {
  const { replyAddress, secret } = context;
  const targets = replyAddress
    ? recipients.map((address) => returnTargetOf(address, replyAddress, secret)).filter((target) => target !== undefined)
    : [];
  const isOurs = (address: string) =>
    address === context.fromAddress || (replyAddress !== undefined && returnTargetOf(address, replyAddress, secret) !== undefined);
  const host = new URL(context.mailer.publicUrl).hostname;
  const bounceTarget = targets.find((target) => target.kind === 'bounce');
  // Mail to a bounce address whose check fails was not caused by us: forged, it names nothing (not even by its Message-ID).
  const forged = !bounceTarget && replyAddress !== undefined && recipients.some((address) => isBounceAddressForm(address, replyAddress));
  if (mail.deliveryStatus !== undefined || bounceTarget || forged) return { to: 'bounce', target: bounceTarget, forged };
  if (isLoop(mail, { isOurs, host })) return { to: 'ignore', reason: 'loop' };
  if (isAutomatic(mail)) return { to: 'ignore', reason: 'auto-reply' };
  if (!mail.from) return { to: 'ignore', reason: 'unreadable' };
  const reply = targets.find((target) => target.kind === 'reply');
  if (!reply) return { to: 'inbox', reason: 'no-thread', caseId: null };
  const route = await findReplyRoute(context.database.db, reply.tokenHash, now);
  if (!route) return { to: 'inbox', reason: 'unknown-thread', caseId: null };
  if (mail.from.address !== route.address || failedDmarc(mail)) return { to: 'inbox', reason: 'other-sender', caseId: route.thread_id };
  return { to: 'thread', route };
}

/** Takes one raw message in; `recipients` are the SMTP envelope's (the headers' are read too). */
export async function takeIn(context: IntakeContext, raw: Buffer, via: 'smtp' | 'imap', recipients: string[] = []): Promise<IntakeResult> {
  let mail: InboundMail;
  try {
    mail = await readInboundMail(raw);
  } catch (error) {
    if (!(error instanceof UnreadableMail)) throw error;
    context.log.warn({ via, bytes: raw.length, reason: error.message }, 'inbound mail could not be read');
    return { outcome: 'ignored', reason: 'unreadable' };
  }
  const { database } = context;
  if (await repository.hasReceipt(database.db, mail.key)) return { outcome: 'duplicate' };
  const now = context.clock();
  const stamp = now.toISOString();
  const plan = await planFor(context, mail, [...recipients.map((address) => address.toLowerCase()), ...mail.recipients], stamp);
  const receipt = (outcome: InboundOutcome, reason: InboundReason | null) => ({
    message_key: mail.key,
    received_at: stamp,
    via,
    outcome,
    reason,
  });
  const logged = { via, from: mail.from ? maskEmail(mail.from.address) : undefined };

  const leaveOut = async (reason: InboundReason): Promise<IntakeResult> => {
    const taken = await database.writeTransaction((trx) => repository.insertReceipt(trx, receipt('ignored', reason)));
    context.log.info({ ...logged, reason }, 'inbound mail left out');
    return taken ? { outcome: 'ignored', reason } : { outcome: 'duplicate' };
  };
  if (plan.to === 'ignore') return leaveOut(plan.reason);

  if (plan.to === 'bounce') {
    const failed = plan.forged ? [] : failedRecipientsOf(mail.deliveryStatus ?? '');
    const result = await database.writeTransaction(async (trx) => {
      if (!(await repository.insertReceipt(trx, receipt('bounce', null)))) return undefined;
      return recordBounce(trx, plan.target, mail.returnedMessageId, failed, stamp);
    });
    if (result === undefined) return { outcome: 'duplicate' };
    if (result === null) {
      context.log.info(logged, 'delivery report of no failure of ours');
      return { outcome: 'bounce', reason: 'report' };
    }
    context.log.info({ via, address: maskEmail(result) }, 'bounce recorded; the address is held from bulk mail');
    return { outcome: 'bounce' };
  }

  const attachments = await keptAttachments(mail.attachments);
  if (plan.to === 'thread') {
    // A reply of files alone is posted under their names; one of nothing at all is no message.
    const body = bodyOf(mail) || attachments.kept.map((file) => file.filename).join(', ');
    if (body === '') return leaveOut('empty');
    const posted = await postInThread(context, body, plan.route, attachments, receipt('posted', null), now);
    if (posted !== 'closed') {
      if (posted === 'duplicate') return { outcome: 'duplicate' };
      context.changed({ kind: 'case-message', caseId: plan.route.thread_id });
      context.log.info({ ...logged, caseId: plan.route.thread_id }, 'reply by e-mail posted in its case');
      return { outcome: 'posted', caseId: plan.route.thread_id };
    }
    return toInbox(
      context,
      mail,
      { reason: 'closed-thread', caseId: plan.route.thread_id },
      attachments,
      receipt('inbox', 'closed-thread'),
      stamp,
    );
  }
  return toInbox(context, mail, plan, attachments, receipt('inbox', plan.reason), stamp);
}

/** The address a bounce's report is about, suppressed; null when it names nothing of ours (forged, or a delay). */
async function recordBounce(
  trx: Kysely<DB>,
  target: ReturnTarget | undefined,
  returnedMessageId: string | undefined,
  failed: ReturnType<typeof failedRecipientsOf>,
  now: string,
): Promise<string | null> {
  if (failed.length === 0) return null;
  if (target?.kind === 'bounce' && target.source === 'n') {
    const address = await newsletterCopyAddress(trx, target.id);
    const failure = failed.find((entry) => entry.address === address?.toLowerCase()) ?? (failed.length === 1 ? failed[0] : undefined);
    if (!address || !failure) return null;
    await suppressAddress(trx, address, `Bounced: ${failure.reason}`, now);
    return address;
  }
  const ref = target?.kind === 'bounce' ? { id: target.id } : returnedMessageId ? { messageId: returnedMessageId } : undefined;
  return (ref && (await recordOutboxBounce(trx, ref, failed, now))) ?? null;
}

/** A case that no longer takes the message (completed, or no longer hers): it goes to the Inbox instead. */
class ClosedThread extends Error {}

async function postInThread(
  context: IntakeContext,
  body: string,
  route: ReplyRouteRow,
  attachments: KeptAttachments,
  receipt: Parameters<typeof repository.insertReceipt>[1],
  now: Date,
): Promise<'posted' | 'duplicate' | 'closed'> {
  try {
    return await context.database.writeTransaction(async (trx) => {
      if (!(await repository.insertReceipt(trx, receipt))) return 'duplicate';
      const caseId = route.thread_id;
      let messageId: string;
      try {
        if (route.party === 'requester') {
          messageId = (await writeRequesterMessageWithin(trx, caseId, body, now, context.mailer, 'email', attachments.leftOut))._id;
        } else {
          const enabler = route.user_id ? await findActiveAccount(trx, route.user_id) : undefined;
          if (!enabler) throw new ClosedThread();
          const input = { caseId, body, leftOut: attachments.leftOut };
          messageId = (await writeEnablerMessage(trx, input, enabler, now, context.mailer, 'email'))._id;
        }
      } catch (error) {
        if (error instanceof AppError) throw new ClosedThread();
        throw error;
      }
      await storeAttachments(trx, 'case-message', messageId, attachments, now.toISOString());
      return 'posted';
    });
  } catch (error) {
    if (error instanceof ClosedThread) return 'closed';
    throw error;
  }
}

async function toInbox(
  context: IntakeContext,
  mail: InboundMail,
  plan: { reason: InboxReason; caseId: string | null },
  attachments: KeptAttachments,
  receipt: Parameters<typeof repository.insertReceipt>[1],
  stamp: string,
): Promise<IntakeResult> {
  const id = newId();
  const text = bodyOf(mail);
  const taken = await context.database.writeTransaction(async (trx) => {
    if (!(await repository.insertReceipt(trx, receipt))) return false;
    await repository.insertInboxItem(trx, {
      id,
      received_at: stamp,
      from_address: mail.from?.address ?? '',
      from_name: mail.from?.name?.slice(0, 200) ?? null,
      subject: mail.subject,
      text,
      notes: JSON.stringify(attachments.leftOut),
      reason: plan.reason,
      status: 'open',
      locale: localeOf(`${mail.subject} ${text}`),
      case_id: plan.caseId,
      made_case_id: null,
      message_id: mail.messageId?.slice(0, 998) ?? null,
      handled_by: null,
      handled_at: null,
    });
    await storeAttachments(trx, 'inbox-item', id, attachments, stamp);
    return true;
  });
  if (!taken) return { outcome: 'duplicate' };
  context.changed({ kind: 'inbox', itemId: id });
  context.log.info({ via: receipt.via, reason: plan.reason }, 'inbound mail put in the Inbox');
  return { outcome: 'inbox', reason: plan.reason, itemId: id, ...(plan.caseId ? { caseId: plan.caseId } : {}) };
}

async function storeAttachments(
  trx: Kysely<DB>,
  ownerKind: 'case-message' | 'inbox-item',
  ownerId: string,
  attachments: KeptAttachments,
  now: string,
): Promise<void> {
  for (const file of attachments.kept) {
    await insertAttachment(trx, {
      id: newId(),
      owner_kind: ownerKind,
      owner_id: ownerId,
      filename: file.filename,
      content_type: file.contentType,
      size: file.content.length,
      data: file.content,
      created_at: now,
    });
  }
}

/** Receipts are kept 30 days: a mail server does not deliver the same message again after that. */
export async function purgeOldReceipts(database: Database, now: Date): Promise<void> {
  await repository.purgeReceiptsBefore(database.db, new Date(now.getTime() - 30 * DAY_MS).toISOString());
}
