import { createHmac } from 'node:crypto';
import {
  eventMessages,
  OFFER_HOURS,
  PLACES_PER_CLIENT_HOUR,
  type MemberEventRegistration,
  type EventRegisterAnswer,
  type EventRegisterBody,
  type EventRegistrationSettings,
  type GuestRegistration,
  type Locale,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { hashLinkToken } from '../../lib/link-token';
import { maskEmail } from '../../lib/redact';
import { toLocalizedEvent } from '../content/content.presenters';
import { mayMailVisitor } from '../mail/visitor-mail';
import { doorCode, guestLink, looksLikeLinkToken } from './event-codes';
import { text, type LocalText, type Unsaid } from '../../lib/localize';
import type { EventsContext } from './event-context';
import { queueEndedMail, queueRegistrationMail } from './event-mail';
import { eventById, guestById, lockedEvent } from './event-lookups';
import * as repository from './event-registrations.repository';
import type { RegistrationRow } from './event-registrations.repository';
import { answeredQuestions, closedBecause, endOf, eventPath, registrationOf, type EventRow } from './event-settings';

/**
 * A guest registers, sees and cancels her registration, and takes a place offered to her (issue 30,
 * decision 032). Places are taken inside one write transaction per change, the event's row locked
 * on PostgreSQL, and each held place is a seat from 1 to the capacity under a unique index, so no
 * number of registrations at once, in any number of processes, confirms more guests than there are
 * places. Every e-mail a change causes is queued in its transaction.
 */

/** Statuses that hold her interest in the event (she is not registered again). */
export const ACTIVE = ['confirmed', 'pending', 'waitlisted', 'offered'] as const;

const closedAnswers = {
  cancelled: () => conflict(eventMessages.cancelledEvent, 'EVENT_REGISTRATION_CLOSED'),
  started: () => conflict(eventMessages.started, 'EVENT_REGISTRATION_CLOSED'),
  closed: () => conflict(eventMessages.closed, 'EVENT_REGISTRATION_CLOSED'),
  full: () => conflict(eventMessages.full, 'EVENT_FULL'),
};

/** Her answers, checked against the event's questions: each required one answered, a choice from its list. */
function checkAnswers(settings: EventRegistrationSettings, answers: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  const kept: Record<string, string> = {};
  for (const question of settings.questions) {
    const answer = (answers[question.id] ?? '').trim();
    if (answer === '') {
      if (question.required) fields[`answers.${question.id}`] = eventMessages.answerRequired;
      continue;
    }
    if (question.kind === 'choice' && !question.options.includes(answer)) fields[`answers.${question.id}`] = eventMessages.answerNotInList;
    else kept[question.id] = answer;
  }
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
  return kept;
}

/** The status a new registration would get: a place in line when waitlisted, a seat when confirmed at once. */
type Outlook = { status: 'waitlisted'; position: number } | { status: 'pending' } | { status: 'confirmed'; seat: number };

/** What a new registration would be told now: the status she would get, without taking anything. */
async function outlook(trx: Kysely<DB>, row: EventRow, settings: EventRegistrationSettings): Promise<Outlook> {
  const seat = await repository.nextFreeSeat(trx, row.id, settings.capacity);
  // Nobody passes the waitlist: while someone waits, a free place is hers first.
  const waiting = await repository.waitlistLength(trx, row.id);
  if (seat === undefined || waiting > 0) {
    if (!settings.waitlist) throw closedAnswers.full();
    return { status: 'waitlisted', position: waiting + 1 };
  }
  return settings.approval ? { status: 'pending' } : { status: 'confirmed', seat };
}

function answerOf(decided: Outlook): Unsaid<EventRegisterAnswer> {
  if (decided.status === 'waitlisted')
    return { status: 'waitlisted', position: decided.position, message: text(eventMessages.waitlisted, { position: decided.position }) };
  return { status: decided.status, message: text(decided.status === 'confirmed' ? eventMessages.confirmed : eventMessages.pending) };
}

const CLIENT_WINDOW_MS = 3_600_000;

/** A client's address as it is kept: an HMAC keyed with JWT_SECRET, never the address itself. */
function clientHashOf(secret: string, client: string): string {
  return createHmac('sha256', secret).update(`event-client:${client}`).digest('hex');
}

/**
 * At most PLACES_PER_CLIENT_HOUR places of one event taken by one client's registrations in an hour
 * (issue 38, finding 2), counted under the event's lock so every process agrees. Asked only of a
 * registration that would take a place (a place on the waitlist is none), and before her address
 * is looked at: the 429 is the same for an address registered or not.
 */
async function assertClientMayTakePlace(trx: Kysely<DB>, eventId: string, clientHash: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - CLIENT_WINDOW_MS).toISOString();
  const { count, earliest } = await repository.clientPlaces(trx, eventId, clientHash, since);
  if (count < PLACES_PER_CLIENT_HOUR) return;
  const error = new AppError(429, 'EVENT_CLIENT_LIMIT', eventMessages.clientLimit);
  // The oldest of the counted places frees the next; counted places always have a time.
  const oldest = earliest === null ? now.getTime() : Date.parse(earliest);
  error.retryAfterSeconds = Math.max(1, Math.ceil((oldest + CLIENT_WINDOW_MS - now.getTime()) / 1000));
  throw error;
}

/**
 * POST /api/events/:id/registrations, from `client` (its address as the rate limiter sees it). A
 * second registration with the same address changes nothing: she is e-mailed her registration again
 * (within the visitor-mail cap), and the answer is what a new guest would be told, so it never says
 * whether an address is registered.
 */
export async function register(
  context: EventsContext,
  eventId: string,
  input: EventRegisterBody,
  locale: Locale,
  now: Date,
  client: string,
): Promise<Unsaid<EventRegisterAnswer>> {
  const found = await repository.findEvent(context.database.db, eventId);
  const settings = found ? registrationOf(found) : undefined;
  if (!found || !settings || settings.mode !== 'here' || found.hidden === 1 || found.deleted_at !== null)
    throw notFound(eventMessages.notFound);
  const answers = checkAnswers(settings, input.answers);
  const email = input.email.trim();
  const id = newId();
  const stamp = now.toISOString();
  return context.database.groupWrite(async (trx) => {
    const row = await lockedEvent(trx, context.database.engine, found.id);
    const current = registrationOf(row);
    // Closed, started or cancelled; whether it is full, and what then, is the outlook's to say.
    const why = closedBecause(row, current, 0, now);
    if (why) throw closedAnswers[why]();
    const clientHash = clientHashOf(context.secret, client);
    const decided = await outlook(trx, row, current);
    if (decided.status !== 'waitlisted') await assertClientMayTakePlace(trx, row.id, clientHash, now);
    const existing = await repository.findByEmail(trx, row.id, email.toLowerCase());
    if (existing && (ACTIVE as readonly string[]).includes(existing.status)) {
      const position = existing.status === 'waitlisted' ? await repository.waitlistPosition(trx, existing) : undefined;
      if (await mayMailVisitor(trx, email, 'event-registration', now))
        await queueRegistrationMail(trx, context, row, existing, { reason: 'repeated', position }, now);
      return answerOf(decided);
    }
    const fields = {
      name: input.name,
      locale,
      answers: JSON.stringify(answers),
      status: decided.status,
      seat: decided.status === 'confirmed' ? decided.seat : null,
      line_no: decided.status === 'waitlisted' ? await repository.nextLineNo(trx, row.id) : null,
      offer_expires_at: null,
      checked_in_at: null,
      checked_in_by: null,
      client_hash: clientHash,
      client_at: stamp,
    };
    let guest: RegistrationRow;
    if (existing) {
      // She cancelled (or was declined) before: the same registration, and so the same link, again.
      await repository.changeRegistration(trx, existing.id, ['cancelled', 'declined'], fields, stamp);
      guest = { ...existing, ...fields, updated_at: stamp };
    } else {
      guest = {
        id,
        event_id: row.id,
        email,
        email_key: email.toLowerCase(),
        ...fields,
        token_hash: guestLink(context.secret, id).hash,
        check_in_hash: doorCode(context.secret, id).hash,
        link_opened_at: null,
        created_at: stamp,
        updated_at: stamp,
      };
      await repository.insertRegistration(trx, guest);
    }
    // The address was typed into a public form: at most 3 mails a day to it (issue 38), the answer the same.
    if (await mayMailVisitor(trx, email, 'event-registration', now))
      await queueRegistrationMail(
        trx,
        context,
        row,
        guest,
        { reason: 'registered', position: decided.status === 'waitlisted' ? decided.position : undefined },
        now,
      );
    return answerOf(decided);
  });
}

/**
 * Gives the places no one holds to the waitlist, first in line first: confirmed at once, or (with
 * approval on) offered for 48 hours. Runs in the transaction that freed them, the event locked.
 */
export async function fillFreedPlaces(trx: Kysely<DB>, context: EventsContext, row: EventRow, now: Date): Promise<number> {
  const settings = registrationOf(row);
  if (settings.mode !== 'here' || row.cancelled_at !== null || now.getTime() >= Date.parse(row.starts_at)) return 0;
  const stamp = now.toISOString();
  let moved = 0;
  for (;;) {
    const seat = await repository.nextFreeSeat(trx, row.id, settings.capacity);
    const next = seat === undefined ? undefined : await repository.firstWaitlisted(trx, row.id);
    if (seat === undefined || !next) return moved;
    const offer = settings.approval;
    const offerExpiresAt = offer ? new Date(now.getTime() + OFFER_HOURS * 3_600_000).toISOString() : null;
    const change = { status: offer ? 'offered' : 'confirmed', seat, line_no: null, offer_expires_at: offerExpiresAt } as const;
    if (!(await repository.changeRegistration(trx, next.id, ['waitlisted'], change, stamp))) return moved;
    await queueRegistrationMail(trx, context, row, { ...next, ...change }, { reason: offer ? 'offered' : 'promoted' }, now);
    moved += 1;
  }
}

async function guestByToken(context: EventsContext, token: string): Promise<RegistrationRow> {
  const row = looksLikeLinkToken(token) ? await repository.findByTokenHash(context.database.db, hashLinkToken(token)) : undefined;
  if (!row) throw new AppError(400, 'EVENT_LINK_INVALID', eventMessages.linkInvalid);
  return row;
}

/** Her registration as her link shows it, the event in her page's language. */
async function guestView(context: EventsContext, registration: RegistrationRow, locale: Locale, now: Date): Promise<GuestRegistration> {
  const row = await eventById(context.database.db, registration.event_id);
  const settings = registrationOf(row);
  const event = toLocalizedEvent(row, locale);
  const confirmed = registration.status === 'confirmed';
  return {
    status: registration.status,
    name: registration.name,
    email: maskEmail(registration.email),
    position: registration.status === 'waitlisted' ? await repository.waitlistPosition(context.database.db, registration) : null,
    offerExpiresAt: registration.status === 'offered' ? registration.offer_expires_at : null,
    checkedInAt: registration.checked_in_at,
    checkInCode: confirmed ? doorCode(context.secret, registration.id).code : null,
    answers: answeredQuestions(registration, settings.questions).map(({ question, answer }) => ({
      question: (locale === 'ml' && question.labelMl) || question.label,
      answer,
    })),
    event: {
      id: row.id,
      slug: row.slug ?? row.id,
      title: event.title,
      date: event.date,
      time: event.time,
      startsAt: row.starts_at,
      endsAt: endOf(row),
      location: event.location,
      onlineLink: confirmed ? settings.onlineLink : null,
      cancelledAt: row.cancelled_at,
    },
    cancellable:
      (ACTIVE as readonly string[]).includes(registration.status) && row.cancelled_at === null && now.getTime() < Date.parse(row.starts_at),
  };
}

/** Her link's page reads her registration: the first time is noted, so staff see who never opened hers (issue 38). */
export async function readRegistration(context: EventsContext, token: string, locale: Locale, now: Date): Promise<GuestRegistration> {
  const registration = await guestByToken(context, token);
  if (registration.link_opened_at === null)
    await context.database.writeTransaction((trx) => repository.markLinkOpened(trx, registration.id, now.toISOString()));
  return guestView(context, registration, locale, now);
}

/** She cancels: her place goes to the first in line, and her calendar's invitation is cancelled. */
export async function cancelRegistration(
  context: EventsContext,
  token: string,
  locale: Locale,
  now: Date,
): Promise<{ registration: GuestRegistration; message: LocalText }> {
  const guest = await guestByToken(context, token);
  await context.database.writeTransaction(async (trx) => {
    const row = await lockedEvent(trx, context.database.engine, guest.event_id);
    if (now.getTime() >= Date.parse(row.starts_at)) throw conflict(eventMessages.tooLateToCancel);
    const current = await guestById(trx, row.id, guest.id);
    if (
      !(await repository.changeRegistration(
        trx,
        current.id,
        ACTIVE,
        { status: 'cancelled', seat: null, line_no: null, offer_expires_at: null },
        now.toISOString(),
      ))
    ) {
      throw conflict(eventMessages.alreadyCancelled);
    }
    await queueEndedMail(trx, context, row, current, { reason: 'cancelled', hadInvitation: current.status === 'confirmed' }, now);
    await fillFreedPlaces(trx, context, row, now);
  });
  const fresh = await guestById(context.database.db, guest.event_id, guest.id);
  return { registration: await guestView(context, fresh, locale, now), message: text(eventMessages.youCancelled) };
}

/** She takes the place offered to her, while the offer lasts. */
export async function acceptOffer(
  context: EventsContext,
  token: string,
  locale: Locale,
  now: Date,
): Promise<{ registration: GuestRegistration; message: LocalText }> {
  const guest = await guestByToken(context, token);
  await context.database.writeTransaction(async (trx) => {
    const row = await lockedEvent(trx, context.database.engine, guest.event_id);
    const current = await guestById(trx, row.id, guest.id);
    if (
      current.status !== 'offered' ||
      !current.offer_expires_at ||
      now.getTime() >= Date.parse(current.offer_expires_at) ||
      row.cancelled_at !== null
    ) {
      throw conflict(eventMessages.offerEnded);
    }
    await repository.changeRegistration(trx, current.id, ['offered'], { status: 'confirmed', offer_expires_at: null }, now.toISOString());
    await queueRegistrationMail(
      trx,
      context,
      row,
      { ...current, status: 'confirmed', offer_expires_at: null },
      { reason: 'approved' },
      now,
    );
  });
  const fresh = await guestById(context.database.db, guest.event_id, guest.id);
  return { registration: await guestView(context, fresh, locale, now), message: text(eventMessages.offerTaken) };
}

/** A signed-in member's registrations (GET /api/member/events): soonest first, each with her own page's link. */
export async function registrationsOf(context: EventsContext, email: string, locale: Locale): Promise<MemberEventRegistration[]> {
  const rows = await repository.registrationsByAddress(context.database.db, email.toLowerCase());
  return Promise.all(
    rows.map(async ({ registration, event: row }) => {
      const event = toLocalizedEvent(row, locale);
      return {
        eventTitle: event.title,
        eventDate: event.date,
        eventTime: event.time,
        startsAt: row.starts_at,
        eventPath: eventPath(row),
        status: registration.status,
        position: registration.status === 'waitlisted' ? await repository.waitlistPosition(context.database.db, registration) : null,
        offerExpiresAt: registration.status === 'offered' ? registration.offer_expires_at : null,
        registrationPath: `/events/registration#${guestLink(context.secret, registration.id).token}`,
      };
    }),
  );
}
