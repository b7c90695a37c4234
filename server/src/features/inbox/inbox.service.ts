import {
  LeftOutFile,
  whatsappMessages,
  type InboxAnswer,
  type InboxDetail,
  type InboxListQuery,
  type InboxSummary,
  type User,
} from '@wfc/shared';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { parseJsonColumnOr } from '../../db/json-column';
import { conflict, notFound } from '../../lib/app-error';
import { decodeCursor, pageOf } from '../../lib/cursor';
import { newId } from '../../lib/ids';
import { assertRole } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { createCaseWithin } from '../cases/case.service';
import { listAttachments } from '../mail/mail.service';
import type { Mailer } from '../mail/outbox.service';
import { answerDeliveries } from '../whatsapp/inbound';
import type { WhatsApp } from '../whatsapp/whatsapp';
import * as repository from './inbox.repository';
import type { InboxItemRow } from './inbox.repository';

/**
 * The club's Inbox (issue 41): replies that belong to no conversation, for admins and operators to
 * read, answer (through the outbox, in the writer's language), mark done, or make into a help case.
 * Every answer and action is in the audit log, written in the same transaction.
 */

const INBOX_ITEM_NOT_FOUND = 'We could not find that message.';
const ALREADY_A_CASE = 'This message is already a help request.';
const NO_TEXT = 'This message has no text to make a help request of.';
const NOT_ON_WHATSAPP =
  'This number cannot be written to on WhatsApp: it is not a member’s confirmed number, or she replied STOP. Please answer her another way.';
const NO_CASE_FROM_WHATSAPP = 'A WhatsApp message cannot be made a help request: it has no e-mail address to write to.';
const PAGE_SIZE = 50;

const LeftOut = z.array(LeftOutFile);

function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}

function summaryOf(row: InboxItemRow): InboxSummary {
  return {
    _id: row.id,
    fromName: row.from_name,
    fromAddress: row.from_address,
    subject: row.subject,
    preview: preview(row.text),
    reason: row.reason,
    status: row.status,
    receivedAt: row.received_at,
    caseId: row.case_id,
    madeCaseId: row.made_case_id,
    channel: row.channel,
  };
}

/** One page of the Inbox, newest first, with the count of its status. */
export async function listInbox(
  database: Database,
  query: InboxListQuery,
  actor: User,
): Promise<{ items: InboxSummary[]; total: number; nextCursor: string | undefined }> {
  assertRole(actor, 'admin', 'operator');
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const position = after ? { receivedAt: after.createdAt, id: after.id } : undefined;
  const [rows, total] = await Promise.all([
    repository.listInboxPage(database.db, query.status, position, PAGE_SIZE + 1),
    repository.countInbox(database.db, query.status),
  ]);
  const { page, nextCursor } = pageOf(rows, PAGE_SIZE, (row) => ({ createdAt: row.received_at, id: row.id }));
  return { items: page.map(summaryOf), total, nextCursor };
}

/** How many items wait (the tab's title and the dashboard's badge). */
export async function countOpenInbox(database: Database, actor: User): Promise<number> {
  assertRole(actor, 'admin', 'operator');
  return repository.countInbox(database.db, 'open');
}

async function itemOrNotFound(database: Database, id: string): Promise<InboxItemRow> {
  const row = await repository.findInboxItem(database.db, id);
  if (!row) throw notFound(INBOX_ITEM_NOT_FOUND);
  return row;
}

/** One item with its whole text, notes, attachments and answers. */
export async function getInboxItem(database: Database, id: string, actor: User): Promise<InboxDetail> {
  assertRole(actor, 'admin', 'operator');
  const row = await itemOrNotFound(database, id);
  const [answers, attachments, handler, deliveries] = await Promise.all([
    repository.listInboxAnswers(database.db, id),
    listAttachments(database.db, 'inbox-item', [id]),
    row.handled_by ? repository.findHandlerName(database.db, row.handled_by) : Promise.resolve(undefined),
    row.channel === 'whatsapp' ? answerDeliveries(database.db, id) : Promise.resolve([]),
  ]);
  return {
    ...summaryOf(row),
    text: row.text,
    notes: parseJsonColumnOr(LeftOut, row.notes, []).map((file) => `${file.filename}: ${file.reason === 'size' ? 'size' : 'type'}`),
    attachments: attachments.map((file) => ({ _id: file.id, filename: file.filename, contentType: file.content_type, size: file.size })),
    answers: answers.map((answer) => {
      // A WhatsApp answer's message was queued with it: the same moment and words.
      const sent = deliveries.findIndex((delivery) => delivery.createdAt === answer.created_at && delivery.text === answer.body);
      const [delivery] = sent >= 0 ? deliveries.splice(sent, 1) : [];
      return {
        _id: answer.id,
        authorName: answer.author_name ?? '',
        body: answer.body,
        createdAt: answer.created_at,
        delivery: row.channel === 'whatsapp' ? (delivery?.status ?? 'queued') : null,
      };
    }),
    handledBy: handler ?? null,
    handledAt: row.handled_at,
  };
}

const replySubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject || '…'}`).slice(0, 200);

/**
 * Answers an item in its writer's language; the item stays as it is (she marks it done herself). An
 * e-mail's by e-mail; a WhatsApp message's on WhatsApp, within her 24 hours (409 WINDOW_CLOSED after).
 */
export async function answerInboxItem(
  database: Database,
  input: { id: string; body: string },
  actor: User,
  now: Date,
  channels: { mailer: Mailer; whatsapp: WhatsApp },
): Promise<InboxAnswer> {
  assertRole(actor, 'admin', 'operator');
  const row = await itemOrNotFound(database, input.id);
  const onWhatsApp = row.channel === 'whatsapp';
  const answer: InboxAnswer = {
    _id: newId(),
    authorName: actor.name,
    body: input.body,
    createdAt: now.toISOString(),
    delivery: onWhatsApp ? 'queued' : null,
  };
  await database.writeTransaction(async (trx) => {
    if (onWhatsApp) {
      if (!row.membership_id) throw conflict(NOT_ON_WHATSAPP);
      const outcome = await channels.whatsapp.answerInboxItem(
        trx,
        { membershipId: row.membership_id, itemId: row.id, text: input.body },
        now,
      );
      if (outcome === 'window-closed') throw conflict(whatsappMessages.windowClosed, 'WINDOW_CLOSED');
      if (outcome === 'no-number') throw conflict(NOT_ON_WHATSAPP);
    } else {
      await channels.mailer.outbox.queue(
        trx,
        {
          kind: 'inbox-answer',
          to: row.from_address,
          ...(row.from_name ? { toName: row.from_name } : {}),
          data: { name: row.from_name ?? undefined, subject: replySubject(row.subject), body: input.body, authorName: actor.name },
          locale: row.locale,
          ...(row.message_id ? { inReplyTo: row.message_id } : {}),
        },
        now,
      );
    }
    await repository.insertInboxAnswer(trx, {
      id: answer._id,
      item_id: row.id,
      author_id: actor._id,
      body: input.body,
      created_at: answer.createdAt,
    });
    await recordAudit(trx, { action: 'inbox-answered', actorId: actor._id, subject: { kind: 'inbox', id: row.id } }, now);
  });
  return answer;
}

/** Marks an item done, or open again. */
export async function setInboxItemDone(database: Database, id: string, done: boolean, actor: User, now: Date): Promise<InboxDetail> {
  assertRole(actor, 'admin', 'operator');
  await database.writeTransaction(async (trx) => {
    const changed = await repository.updateInboxItem(trx, id, {
      status: done ? 'done' : 'open',
      handledBy: done ? actor._id : null,
      handledAt: done ? now.toISOString() : null,
    });
    if (!changed) throw notFound(INBOX_ITEM_NOT_FOUND);
    await recordAudit(trx, { action: done ? 'inbox-done' : 'inbox-reopened', actorId: actor._id, subject: { kind: 'inbox', id } }, now);
  });
  return getInboxItem(database, id, actor);
}

/** Makes an item a help case (its writer the requester, its text the question) and marks it done. 409 when it already is one, or has no text. */
export async function makeCaseOfInboxItem(
  database: Database,
  id: string,
  actor: User,
  now: Date,
  mailer: Mailer,
): Promise<{ caseId: string }> {
  assertRole(actor, 'admin', 'operator');
  return database.writeTransaction(async (trx) => {
    const row = await repository.findInboxItem(trx, id);
    if (!row) throw notFound(INBOX_ITEM_NOT_FOUND);
    if (row.made_case_id) throw conflict(ALREADY_A_CASE);
    if (row.channel === 'whatsapp') throw conflict(NO_CASE_FROM_WHATSAPP);
    const question = [row.subject, row.text].filter(Boolean).join('\n\n').slice(0, 5000);
    if (question.trim() === '') throw conflict(NO_TEXT);
    const item = await createCaseWithin(
      trx,
      {
        question,
        requesterName: (row.from_name ?? row.from_address.split('@')[0] ?? row.from_address).slice(0, 100),
        requesterEmail: row.from_address,
        source: 'email',
        locale: row.locale,
        createdBy: actor._id,
        note: 'From the Inbox',
      },
      now,
      mailer,
    );
    await repository.updateInboxItem(trx, id, { status: 'done', handledBy: actor._id, handledAt: now.toISOString(), madeCaseId: item._id });
    await recordAudit(trx, { action: 'inbox-made-case', actorId: actor._id, subject: { kind: 'inbox', id } }, now);
    return { caseId: item._id };
  });
}
