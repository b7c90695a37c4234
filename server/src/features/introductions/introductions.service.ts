import { requireMembership } from '../membership/membership.service';
import {
  directoryMessages,
  INTRODUCTION_DAYS,
  INTRODUCTIONS_PER_DAY,
  introductionMessages,
  type DirectoryCard,
  type IntroductionAnswerBody,
  type IntroductionBody,
  type IntroductionView,
  type MyIntroductions,
} from '@wfc/shared';
import { localDateAt } from '@wfc/shared/calendar/zoned-time';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { DB } from '../../db/schema';
import { AppError, conflict } from '../../lib/app-error';
import { CALENDAR_ZONE } from '../../lib/calendar';
import { newId } from '../../lib/ids';
import { hashLinkToken, looksLikeLinkToken, mintLinkToken } from '../../lib/link-token';
import type { Mailer } from '../mail/outbox.service';
import { eraseMemberPhotosOf } from '../media/media.service';
import {
  cardOfListing,
  isBlockedEitherWay,
  listingOfMembership,
  membershipOfListing,
  visibleCard,
} from '../member-directory/directory-cards';
import { mailIntroductionDeclined, mailIntroductionMade, mailIntroductionRequest } from './introduction-mail';
import * as repository from './introductions.repository';
import type { IntroductionRow } from './introductions.repository';

/**
 * Introductions between members (issue 42): a listed member asks to be introduced to another; the
 * other accepts or declines, on her page or from the e-mailed link. Addresses travel only in the
 * accepted introduction's one e-mail to both. A block is silent: the request is kept, marked
 * suppressed, answered as any other, and reaches nobody.
 */

const DAY_MS = 86_400_000;
/** Tries of a request's transaction when a concurrent one took the same daily slot (PostgreSQL). */
const SLOT_TRIES = 8;

const notFound = () => new AppError(404, 'NOT_FOUND', introductionMessages.notFound);
const linkInvalid = () => new AppError(404, 'INTRODUCTION_LINK_INVALID', introductionMessages.linkInvalid);

const memberOf = async (db: Kysely<DB>, email: string): Promise<string> =>
  (await requireMembership(db, email, directoryMessages.notAMember)).id;

/**
 * POST /api/member/introductions: the sender must be listed (and not hidden by staff); the card
 * must be listed and not hidden, and not her own. Blocked either way: stored suppressed, no mail,
 * the same answer. The daily cap is the unique (sender, day, slot) with slots 1..5: a concurrent
 * request that took the slot first makes this one try again with the next.
 */
export async function requestIntroduction(
  database: Database,
  email: string,
  input: IntroductionBody,
  now: Date,
  mailer: Mailer,
): Promise<{ message: string }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.writeTransaction((trx) => storeRequest(trx, email, input, now, mailer));
      return { message: introductionMessages.requestSent };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= SLOT_TRIES) throw error;
    }
  }
}

async function storeRequest(trx: Kysely<DB>, email: string, input: IntroductionBody, now: Date, mailer: Mailer): Promise<void> {
  const stamp = now.toISOString();
  const from = await memberOf(trx, email);
  const mine = await listingOfMembership(trx, from);
  if (!mine || !mine.listed || mine.hidden) throw new AppError(409, 'LIST_YOURSELF_FIRST', introductionMessages.listYourselfFirst);
  if (input.to === mine.id) throw conflict(introductionMessages.notYourself);
  const to = await membershipOfListing(trx, input.to);
  const theirs = to === undefined ? undefined : await listingOfMembership(trx, to);
  const card = theirs?.listed && !theirs.hidden ? await cardOfListing(trx, input.to) : undefined;
  if (!to || !card) throw notFound();
  // Checked before any block, so a block changes no answer.
  await repository.expireLapsed(trx, stamp, { from, to });
  if (await repository.hasPending(trx, from, to)) throw conflict(introductionMessages.alreadyAsked);
  const day = localDateAt(now.getTime(), CALENDAR_ZONE);
  const slot = (await repository.lastSlotOn(trx, from, day)) + 1;
  if (slot > INTRODUCTIONS_PER_DAY) throw new AppError(429, 'INTRODUCTION_LIMIT', introductionMessages.tooManyToday);
  const suppressed = await isBlockedEitherWay(trx, from, to);
  const link = suppressed ? undefined : mintLinkToken();
  const id = newId();
  await repository.insertIntroduction(trx, {
    id,
    from_membership_id: from,
    to_membership_id: to,
    from_name: mine.name,
    to_name: card.name,
    note: input.note,
    status: 'pending',
    suppressed: suppressed ? 1 : 0,
    token_hash: link?.hash ?? null,
    sent_day: day,
    day_slot: slot,
    created_at: stamp,
    expires_at: new Date(now.getTime() + INTRODUCTION_DAYS * DAY_MS).toISOString(),
    answered_at: null,
  });
  if (!link) return;
  const senderCard = await cardOfListing(trx, mine.id);
  const contacts = await repository.findMemberContacts(trx, [to]);
  const recipient = contacts.get(to);
  if (!recipient || !senderCard) return;
  await mailIntroductionRequest(trx, { recipient, recipientName: card.name, senderCard, note: input.note, token: link.token }, mailer, now);
}

/** A row's state as of `now`: a waiting request past its time has lapsed, whatever the row says yet. */
function statusOf(row: IntroductionRow, now: Date) {
  return row.status === 'pending' && row.expires_at <= now.toISOString() ? 'expired' : row.status;
}

/** The other member's card id, while she is listed, not hidden and not blocked either way. */
async function otherListingId(db: Kysely<DB>, viewer: string, other: string | null): Promise<string | null> {
  if (!other) return null;
  const listing = await listingOfMembership(db, other);
  if (!listing || !listing.listed || listing.hidden) return null;
  return (await isBlockedEitherWay(db, viewer, other)) ? null : listing.id;
}

/** One introduction as `viewer` sees it; `emails` holds the addresses of the members still here. */
async function viewOf(
  db: Kysely<DB>,
  row: IntroductionRow,
  viewer: string,
  emails: Map<string, repository.MemberContact>,
  now: Date,
): Promise<IntroductionView> {
  const sent = row.from_membership_id === viewer;
  const other = sent ? row.to_membership_id : row.from_membership_id;
  const status = statusOf(row, now);
  const hidden = row.note_hidden_at !== null;
  return {
    _id: row.id,
    direction: sent ? 'sent' : 'received',
    // A request kept from her by a block looks to its sender like one not answered yet.
    status,
    other: { listingId: await otherListingId(db, viewer, other), name: sent ? row.to_name : row.from_name },
    note: hidden ? null : row.note,
    noteHidden: hidden,
    createdAt: row.created_at,
    answeredAt: row.answered_at,
    otherEmail: status === 'accepted' && other ? (emails.get(other)?.email ?? null) : null,
  };
}

async function viewsOf(db: Kysely<DB>, rows: IntroductionRow[], viewer: string, now: Date): Promise<IntroductionView[]> {
  const accepted = rows.filter((row) => row.status === 'accepted');
  const others = accepted.flatMap((row) => {
    const other = row.from_membership_id === viewer ? row.to_membership_id : row.from_membership_id;
    return other ? [other] : [];
  });
  const emails = await repository.findMemberContacts(db, others);
  return Promise.all(rows.map((row) => viewOf(db, row, viewer, emails, now)));
}

/** GET /api/member/introductions: hers, received and sent, newest first. */
export async function introductionsOf(database: Database, email: string, now: Date): Promise<MyIntroductions> {
  const member = await memberOf(database.db, email);
  const rows = await repository.listIntroductionsOf(database.db, member);
  const views = await viewsOf(database.db, rows, member, now);
  return { received: views.filter((view) => view.direction === 'received'), sent: views.filter((view) => view.direction === 'sent') };
}

/**
 * Answers a request she received, in one transaction: accepted, its link cleared, and ONE e-mail to
 * both queued; or declined, and a kind word queued to the sender. 409 when it is not waiting any more.
 */
async function answerWithin(trx: Kysely<DB>, row: IntroductionRow, answer: 'accept' | 'decline', now: Date, mailer: Mailer) {
  const stamp = now.toISOString();
  const status = answer === 'accept' ? 'accepted' : 'declined';
  // Not waiting any more: answered meanwhile, or lapsed (a lapsed row is read as expired everywhere).
  if (!(await repository.answerIntroduction(trx, row.id, status, stamp))) throw conflict(introductionMessages.notPending);
  const contacts = await repository.findMemberContacts(
    trx,
    [row.from_membership_id, row.to_membership_id].filter((id) => id !== null),
  );
  const sender = row.from_membership_id ? contacts.get(row.from_membership_id) : undefined;
  const recipient = row.to_membership_id ? contacts.get(row.to_membership_id) : undefined;
  if (sender && recipient) {
    if (status === 'accepted') await mailIntroductionMade(trx, { row, sender, recipient }, mailer, now);
    else await mailIntroductionDeclined(trx, { row, sender }, mailer, now);
  }
  const answered = await repository.findIntroduction(trx, row.id);
  if (!answered) throw notFound();
  const emails = status === 'accepted' && sender ? new Map([[sender.id, sender]]) : new Map<string, repository.MemberContact>();
  return viewOf(trx, answered, row.to_membership_id ?? '', emails, now);
}

function answerMessage(answer: 'accept' | 'decline'): string {
  return answer === 'accept' ? introductionMessages.accepted : introductionMessages.declined;
}

/** POST /api/member/introductions/:id/accept and /decline: only the member it was sent to (404 otherwise, a block's included). */
export async function answerIntroduction(
  database: Database,
  email: string,
  id: string,
  answer: 'accept' | 'decline',
  now: Date,
  mailer: Mailer,
): Promise<{ message: string; introduction: IntroductionView }> {
  const introduction = await database.writeTransaction(async (trx) => {
    const member = await memberOf(trx, email);
    const row = await repository.findIntroduction(trx, id);
    if (!row || row.to_membership_id !== member || row.suppressed === 1) throw notFound();
    return answerWithin(trx, row, answer, now, mailer);
  });
  return { message: answerMessage(answer), introduction };
}

/** The waiting request an e-mailed link opens; undefined for an unknown, answered or lapsed one. */
async function requestOfLink(db: Kysely<DB>, token: string, now: Date): Promise<IntroductionRow | undefined> {
  if (!looksLikeLinkToken(token)) return undefined;
  const row = await repository.findIntroductionByToken(db, hashLinkToken(token));
  if (!row || row.suppressed === 1 || statusOf(row, now) !== 'pending' || !row.to_membership_id) return undefined;
  return row;
}

/** POST /api/introductions/link: the request as its recipient sees it, and the sender's card while she may see it. */
export async function introductionOfLink(
  database: Database,
  token: string,
  now: Date,
): Promise<{ introduction: IntroductionView; from: DirectoryCard | null }> {
  const db = database.db;
  const row = await requestOfLink(db, token, now);
  if (!row?.to_membership_id) throw linkInvalid();
  const viewer = row.to_membership_id;
  const introduction = await viewOf(db, row, viewer, new Map(), now);
  const from = introduction.other.listingId ? await visibleCard(db, viewer, introduction.other.listingId) : undefined;
  return { introduction, from: from ?? null };
}

/** POST /api/introductions/link/answer: as accept or decline, by the e-mailed link's token. */
export async function answerIntroductionByLink(
  database: Database,
  input: IntroductionAnswerBody,
  now: Date,
  mailer: Mailer,
): Promise<{ message: string; introduction: IntroductionView }> {
  const introduction = await database.writeTransaction(async (trx) => {
    const row = await requestOfLink(trx, input.token, now);
    if (!row) throw linkInvalid();
    return answerWithin(trx, row, input.answer, now, mailer);
  });
  return { message: answerMessage(input.answer), introduction };
}

/**
 * A member's erasure (issue 42), in its transaction, before her membership row goes: every
 * introduction of hers that was not accepted, and accepted ones whose other side is gone already.
 * Accepted ones with the other still here stay, her side set to null by the foreign key: the other
 * keeps the names, the note and the dates as they were sent. Her listing, its tags, her blocks and
 * her reports go with her membership (ON DELETE CASCADE); every photo she uploaded for her card goes here.
 */
export async function eraseDirectoryDataOf(trx: Kysely<DB>, membershipId: string): Promise<void> {
  await repository.deleteIntroductionsOf(trx, membershipId);
  await eraseMemberPhotosOf(trx, membershipId);
}
