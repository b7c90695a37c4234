import type { Case, CaseDetail, CaseMessage, LeftOutFile, User } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { assertRole } from '../../lib/permissions';
import * as repository from './case.repository';
import * as thread from './case-thread.repository';
import { ALREADY_COMPLETED, CASE_NOT_FOUND } from './case-change.service';
import { mailRequester, type MailContext } from './case-mail';
import { asSeenByEnabler } from './case.service';
import { listAttachments, suppressionsOf } from '../mail/mail.service';
import type { Mailer } from '../mail/outbox.service';

/** A case's conversation and history, as staff see them, and the enabler's replies. */

/** One of the calling enabler's cases with its thread and history; 404 for anyone else's. */
export async function getEnablerCaseDetail(database: Database, caseId: string, actor: User): Promise<CaseDetail> {
  assertRole(actor, 'enabler');
  const found = await repository.findAssignedCase(database.db, caseId);
  if (!found || found.item.assignedTo?._id !== actor._id) throw notFound(CASE_NOT_FOUND);
  return withThread(database.db, asSeenByEnabler(found));
}

/** Any case with its thread (read-only) and history, for operators and admins. */
export async function getOperatorCaseDetail(database: Database, caseId: string, actor: User): Promise<CaseDetail> {
  assertRole(actor, 'operator', 'admin');
  const found = await repository.findCaseById(database.db, caseId);
  if (!found) throw notFound(CASE_NOT_FOUND);
  const [detail, failing] = await Promise.all([withThread(database.db, found), suppressionsOf(database.db, [found.requesterEmail])]);
  const requesterMailFailing = failing.get(found.requesterEmail.toLowerCase());
  return requesterMailFailing ? { ...detail, requesterMailFailing } : detail;
}

async function withThread(db: Kysely<DB>, item: Case): Promise<CaseDetail> {
  const [messages, history] = await Promise.all([messagesOf(db, item._id), thread.listHistory(db, item._id)]);
  return { case: { ...item, waitingFor: item.waitingFor ?? null }, messages, history };
}

/**
 * A case's conversation as every side sees it (staff, the requester by her link or signed in): each
 * message with the files kept with it (without their bytes) and the notes of those left out (issue 41).
 */
export async function messagesOf(db: Kysely<DB>, caseId: string): Promise<CaseMessage[]> {
  const messages = await thread.listMessages(db, caseId);
  const fromEmail = messages.filter((message) => message.via === 'email').map((message) => message._id);
  const files = await listAttachments(db, 'case-message', fromEmail);
  if (files.length === 0) return messages;
  const byMessage = new Map<string, NonNullable<CaseMessage['attachments']>>();
  for (const file of files) {
    const kept = byMessage.get(file.owner_id) ?? [];
    kept.push({ _id: file.id, filename: file.filename, contentType: file.content_type, size: file.size });
    byMessage.set(file.owner_id, kept);
  }
  return messages.map((message) => {
    const attachments = byMessage.get(message._id);
    return attachments ? { ...message, attachments } : message;
  });
}

/** Who writes a message, and what the message's history row records. */
export interface MessageAuthorInput {
  by: 'requester' | 'enabler';
  /** The staff author; null for the requester. */
  actor: User | null;
}

/**
 * Stores a message on an open case and its history row, after `touch` has marked who wrote last
 * (which also decides whether the message may be written at all); returns the case as touched.
 */
export async function writeMessage(
  trx: Kysely<DB>,
  touched: thread.ThreadCase,
  author: MessageAuthorInput,
  body: string,
  now: Date,
  via: 'site' | 'email' = 'site',
  leftOut: readonly LeftOutFile[] = [],
): Promise<CaseMessage> {
  const stamp = now.toISOString();
  const id = newId();
  await thread.insertMessage(trx, {
    id,
    case_id: touched.id,
    author_kind: author.by,
    author_id: author.actor?._id ?? null,
    body,
    created_at: stamp,
    via,
    left_out: leftOut.length > 0 ? JSON.stringify(leftOut) : null,
  });
  if (author.by !== 'requester') await repository.setFirstResponseAt(trx, touched, stamp);
  await repository.insertCaseEvent(trx, {
    id: newId(),
    case_id: touched.id,
    actor_id: author.actor?._id ?? null,
    action: 'message',
    from_status: touched.status,
    to_status: touched.status,
    from_assignee: touched.assignedTo,
    to_assignee: touched.assignedTo,
    case_version: touched.version,
    created_at: stamp,
    note: null,
  });
  const message: CaseMessage = {
    _id: id,
    author: author.by,
    authorName: author.actor?.name ?? touched.requesterName,
    body,
    createdAt: stamp,
    ...(via === 'email' ? { via } : {}),
    ...(leftOut.length > 0 ? { leftOut: [...leftOut] } : {}),
  };
  return message;
}

/**
 * The calling enabler answers on one of her open cases; the requester gets the message by e-mail
 * with a fresh link. 404 for anyone else's case, 409 once it is Completed.
 */
export async function postEnablerMessage(
  database: Database,
  input: { caseId: string; body: string },
  actor: User,
  now: Date,
  links: Mailer,
): Promise<CaseMessage> {
  assertRole(actor, 'enabler');
  return database.writeTransaction((trx) => writeEnablerMessage(trx, input, actor, now, links, 'site'));
}

/**
 * The enabler's message inside the caller's transaction (her reply by e-mail is taken in with its
 * receipt, issue 41): the requester gets it by e-mail. 404 unless the case is hers, 409 once Completed.
 */
export async function writeEnablerMessage(
  trx: Kysely<DB>,
  input: { caseId: string; body: string; leftOut?: readonly LeftOutFile[] },
  actor: User,
  now: Date,
  links: Mailer,
  via: 'site' | 'email',
): Promise<CaseMessage> {
  const context: MailContext = { publicUrl: links.publicUrl, outbox: links.outbox, now };
  const touched = await thread.touchCaseForMessage(trx, {
    caseId: input.caseId,
    by: 'enabler',
    assignee: actor._id,
    now: now.toISOString(),
  });
  if (!touched) {
    const state = await repository.findCaseState(trx, input.caseId);
    if (!state || state.assignedTo !== actor._id) throw notFound(CASE_NOT_FOUND);
    throw conflict(ALREADY_COMPLETED);
  }
  const message = await writeMessage(trx, touched, { by: 'enabler', actor }, input.body, now, via, input.leftOut);
  const target = { caseId: touched.id, email: touched.requesterEmail, name: touched.requesterName };
  const data = { requesterName: touched.requesterName, enablerName: actor.name, body: input.body };
  await mailRequester(trx, target, { kind: 'enabler-replied', data }, context);
  return message;
}

/** The case a message belongs to and its assignee, for the files a reply by e-mail brought (issue 41). */
export const caseOfMessage = (database: Database, messageId: string) => thread.findMessageCase(database.db, messageId);
