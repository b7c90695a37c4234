import {
  requestNotFoundMessage,
  type CaseMessage,
  type CaseRating,
  type LeftOutFile,
  type Locale,
  type RatingBody,
  type RequestView,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, conflict } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import type { Mailer } from '../mail/outbox.service';
import { mayMailVisitor } from '../mail/visitor-mail';
import { findActiveAccount } from '../users/user.service';
import * as repository from './case.repository';
import * as thread from './case-thread.repository';
import { enablerCaseUrl, firstNameOf, mailOperators, mailEnabler, requestUrl, type MailContext } from './case-mail';
import { messagesOf, writeMessage } from './case-thread.service';
import { hashRequestToken, looksLikeRequestToken, mintRequestToken, oldestLinkableCompletion } from './request-token';

const REQUEST_COMPLETED = 'This request is completed, so it takes no more messages.';

/**
 * The requester's side of a case, reached only through a private link's token (decision 010).
 * Every way a token can fail (malformed, unknown, altered, expired) gives the same 404.
 */

const requestNotFound = () => new AppError(404, 'REQUEST_NOT_FOUND', requestNotFoundMessage);

/** The case a token opens now, or the one 404 (the inbox feature's files of a reply, issue 41). */
export async function caseOfToken(database: Database, token: unknown, now: Date): Promise<string> {
  if (!looksLikeRequestToken(token)) throw requestNotFound();
  const caseId = await thread.findCaseIdByTokenHash(database.db, hashRequestToken(token), oldestLinkableCompletion(now));
  if (!caseId) throw requestNotFound();
  return caseId;
}

/** The requester's page: her question, its status, the enabler's name, the conversation and her rating. */
export async function getRequestView(database: Database, token: unknown, now: Date): Promise<RequestView> {
  return requestViewOf(database, await caseOfToken(database, token, now));
}

/** The requester's view of a case she is known to own (by her link, or signed in with its address). */
export async function requestViewOf(database: Database, caseId: string): Promise<RequestView> {
  const [item, messages, rating] = await Promise.all([
    repository.findCaseById(database.db, caseId),
    messagesOf(database.db, caseId),
    thread.findRating(database.db, caseId),
  ]);
  if (!item) throw requestNotFound();
  return {
    case: {
      question: item.question,
      status: item.status,
      createdAt: item.createdAt,
      enablerName: item.assignedTo?.name ?? null,
      waitingFor: item.waitingFor ?? null,
      rating: rating ?? null,
    },
    messages,
  };
}

/**
 * The requester answers on her open case; the assigned enabler is told (the operators, when the
 * case has nobody). 409 once it is Completed.
 */
export async function postRequesterMessage(
  database: Database,
  input: { token: unknown; body: string },
  now: Date,
  links: Mailer,
): Promise<{ caseId: string; message: CaseMessage }> {
  const caseId = await caseOfToken(database, input.token, now);
  return { caseId, message: await writeRequesterMessage(database, caseId, input.body, now, links) };
}

/** The requester's message on a case she is known to own; the enabler (or the operators) told in the same transaction. */
export async function writeRequesterMessage(
  database: Database,
  caseId: string,
  body: string,
  now: Date,
  links: Mailer,
): Promise<CaseMessage> {
  return database.writeTransaction((trx) => writeRequesterMessageWithin(trx, caseId, body, now, links, 'site'));
}

/**
 * The requester's message inside the caller's transaction (her reply by e-mail is taken in with its
 * receipt, issue 41, and notes the files it left out): the enabler (or the operators) told. 409 once
 * the case is Completed.
 */
export async function writeRequesterMessageWithin(
  trx: Kysely<DB>,
  caseId: string,
  body: string,
  now: Date,
  links: Mailer,
  via: 'site' | 'email',
  leftOut: readonly LeftOutFile[] = [],
): Promise<CaseMessage> {
  const context: MailContext = { publicUrl: links.publicUrl, outbox: links.outbox, now };
  const touched = await thread.touchCaseForMessage(trx, { caseId, by: 'requester', now: now.toISOString() });
  if (!touched) throw conflict(REQUEST_COMPLETED);
  const message = await writeMessage(trx, touched, { by: 'requester', actor: null }, body, now, via, leftOut);
  const data = { requesterFirstName: firstNameOf(touched.requesterName), body };
  const enabler = touched.assignedTo ? await findActiveAccount(trx, touched.assignedTo) : undefined;
  if (enabler) {
    await mailEnabler(trx, enabler, caseId, 'requester-replied', { ...data, caseUrl: enablerCaseUrl(links.publicUrl, caseId) }, context);
  } else {
    await mailOperators(trx, 'requester-replied', data, context, caseId);
  }
  return message;
}

/** The requester rates her completed case 1-5 with an optional comment; she may change it later. 409 before completion. */
export async function rateRequest(database: Database, input: { token: unknown } & RatingBody, now: Date): Promise<CaseRating> {
  return rateCase(database, await caseOfToken(database, input.token, now), input, now);
}

/** Her rating of a case she is known to own. */
export async function rateCase(database: Database, caseId: string, input: RatingBody, now: Date): Promise<CaseRating> {
  const rating: CaseRating = { rating: input.rating, comment: input.comment ? input.comment : null };
  await database.writeTransaction(async (trx) => {
    const item = await repository.findCaseState(trx, caseId);
    if (item?.status !== 'Completed') throw conflict('You can rate a request once it is completed.');
    await thread.upsertRating(trx, caseId, rating, now.toISOString());
  });
  return rating;
}

/**
 * "Find my requests": e-mails the address fresh links to its open requests (and those completed
 * within 90 days), one new token each, in one message; sends nothing when there are none. The
 * caller answers the same either way. In `locale`, the language of the page she asks from.
 */
export async function sendRequestLinks(database: Database, email: string, now: Date, links: Mailer, locale: Locale = 'en'): Promise<void> {
  await database.writeTransaction(async (trx) => {
    const cases = await thread.listLinkableCases(trx, email, oldestLinkableCompletion(now));
    // At most three such mails a day to one address (issue 38, finding 3), answered the same.
    if (cases.length === 0 || !(await mayMailVisitor(trx, email, 'request-links', now))) return;
    const requests = [];
    for (const item of cases) {
      const token = mintRequestToken();
      await thread.insertAccessToken(trx, { id: newId(), caseId: item.id, tokenHash: token.hash, createdAt: now.toISOString() });
      requests.push({ question: item.question, status: item.status, requestUrl: requestUrl(links.publicUrl, token.token) });
    }
    await links.outbox.queue(trx, { kind: 'request-links', to: email, toName: cases[0]?.requesterName, data: { requests }, locale }, now);
  });
}
