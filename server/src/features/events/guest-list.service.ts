import {
  eventMessages,
  UNOPENED_RELEASE_HOURS,
  type Guest,
  type GuestCounts,
  type GuestListAnswer,
  type GuestListEvent,
  type GuestMessageBody,
  type GuestState,
  type Locale,
  type ReleaseUnopenedAnswer,
  type User,
} from '@wfc/shared';
import type { Stringifier } from 'csv-stringify';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { CALENDAR_ZONE } from '../../lib/calendar';
import { createCsv } from '../../lib/csv';
import { assertRole } from '../../lib/permissions';
import { recordAudit } from '../audit/audit.service';
import { text, type LocalText, type Unsaid } from '../../lib/localize';
import type { EventsContext } from './event-context';
import { queueEndedMail, queueGuestMessage, queueRegistrationMail } from './event-mail';
import { ACTIVE, fillFreedPlaces } from './event-registration.service';
import { eventById, guestById, lockedEvent } from './event-lookups';
import * as repository from './event-registrations.repository';
import type { RegistrationRow } from './event-registrations.repository';
import { answeredQuestions, registrationOf, type EventRow } from './event-settings';

/**
 * The staff's guest lists (issue 30): admins and operators see an event's guests by state, approve,
 * decline, move up, cancel, check in at the door and write to guests; an admin cancels the event.
 */

const STAFF = ['admin', 'operator'] as const;

function guestOf(row: RegistrationRow, event: EventRow, position: number | null): Guest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    position,
    offerExpiresAt: row.status === 'offered' ? row.offer_expires_at : null,
    checkedInAt: row.checked_in_at,
    registeredAt: row.created_at,
    linkOpenedAt: row.link_opened_at,
    answers: answeredQuestions(row, registrationOf(event).questions).map(({ question, answer }) => ({ question: question.label, answer })),
  };
}

function listEventOf(row: EventRow, counts: GuestCounts): GuestListEvent {
  const settings = registrationOf(row);
  return {
    id: row.id,
    slug: row.slug ?? row.id,
    title: row.title,
    startsAt: row.starts_at,
    capacity: settings.capacity,
    approval: settings.approval,
    waitlist: settings.waitlist,
    cancelledAt: row.cancelled_at,
    counts,
  };
}

async function eventFor(context: EventsContext, actor: User, id: string): Promise<EventRow> {
  assertRole(actor, ...STAFF);
  const row = await repository.findEvent(context.database.db, id);
  if (!row || registrationOf(row).mode !== 'here') throw notFound(eventMessages.notFound);
  return row;
}

/** GET /api/admin/guest-lists: upcoming events soonest first, then past ones, latest first. */
export async function listGuestLists(context: EventsContext, actor: User, now: Date): Promise<GuestListEvent[]> {
  assertRole(actor, ...STAFF);
  const rows = await repository.eventsTakingRegistrations(context.database.db);
  const counts = await repository.countGuestsOf(
    context.database.db,
    rows.map((row) => row.id),
  );
  const lists = rows.map((row) => listEventOf(row, counts(row.id)));
  const upcoming = lists.filter((event) => Date.parse(event.startsAt) >= now.getTime() - 86_400_000);
  const past = lists.filter((event) => !upcoming.includes(event)).reverse();
  return [...upcoming, ...past];
}

/** The guest list as shown, without its reach: what the CSV export needs too. */
async function guestsShown(
  context: EventsContext,
  actor: User,
  id: string,
  filter: { state?: GuestState | undefined; q?: string | undefined },
): Promise<Omit<GuestListAnswer, 'reach'>> {
  const row = await eventFor(context, actor, id);
  const rows = await repository.listGuests(context.database.db, row.id, filter);
  // Places in line: the whole line is read only when a waitlisted guest is among those shown.
  const shown = rows.some((guest) => guest.status === 'waitlisted');
  const line = !shown
    ? []
    : filter.state === 'waitlist' && !filter.q
      ? rows
      : await repository.guestsIn(context.database.db, row.id, ['waitlisted']);
  // In the order of their numbers in line (a waitlisted guest always has one; one without comes last).
  const numberOf = (guest: (typeof line)[number]) => guest.line_no ?? Number.MAX_SAFE_INTEGER;
  const sorted = [...line].sort((a, b) => numberOf(a) - numberOf(b));
  const positions = new Map(sorted.map((guest, index) => [guest.id, index + 1]));
  return {
    event: listEventOf(row, await repository.countGuests(context.database.db, row.id)),
    guests: rows.map((guest) => guestOf(guest, row, positions.get(guest.id) ?? null)),
  };
}

/** GET /api/admin/guest-lists/:id: the guests shown, and how many guests its messages reached by e-mail and on WhatsApp. */
export async function guestList(
  context: EventsContext,
  actor: User,
  id: string,
  filter: { state?: GuestState | undefined; q?: string | undefined },
): Promise<GuestListAnswer> {
  const list = await guestsShown(context, actor, id, filter);
  const eventId = list.event.id;
  return {
    ...list,
    reach: {
      email: await repository.countMailedGuests(context.database.db, eventId),
      whatsapp: (await context.whatsapp.reach(context.database.db, [eventId])).get(eventId) ?? 0,
    },
  };
}

/** A guest as she is after a change, and what to tell the staff (her name alone, at the door's preview). */
type Change = { guest: Guest; counts: GuestCounts; message: string | LocalText };

/** One change to a guest, in a transaction with the event locked; answers her as she is after it. */
async function changeGuest(
  context: EventsContext,
  actor: User,
  ids: { eventId: string; guestId: string },
  work: (
    trx: Parameters<Parameters<EventsContext['database']['writeTransaction']>[0]>[0],
    row: EventRow,
    guest: RegistrationRow,
  ) => Promise<LocalText>,
): Promise<Change> {
  const found = await eventFor(context, actor, ids.eventId);
  const message = await context.database.writeTransaction(async (trx) => {
    const row = await lockedEvent(trx, context.database.engine, found.id);
    const guest = await repository.findById(trx, row.id, ids.guestId);
    if (!guest) throw notFound(eventMessages.guestNotFound);
    return work(trx, row, guest);
  });
  const fresh = await guestById(context.database.db, found.id, ids.guestId);
  const position = fresh.status === 'waitlisted' ? await repository.waitlistPosition(context.database.db, fresh) : null;
  return { guest: guestOf(fresh, found, position), counts: await repository.countGuests(context.database.db, found.id), message };
}

/** Approve a pending guest: confirmed when a place is free, else on the waitlist. */
export function approveGuest(context: EventsContext, actor: User, ids: { eventId: string; guestId: string }, now: Date): Promise<Change> {
  return changeGuest(context, actor, ids, async (trx, row, guest) => {
    if (guest.status !== 'pending') throw conflict(eventMessages.notPending);
    const seat = await repository.nextFreeSeat(trx, row.id, registrationOf(row).capacity);
    const stamp = now.toISOString();
    if (seat === undefined) {
      const lineNo = await repository.nextLineNo(trx, row.id);
      await repository.changeRegistration(trx, guest.id, ['pending'], { status: 'waitlisted', line_no: lineNo }, stamp);
      const position = await repository.waitlistPosition(trx, { ...guest, line_no: lineNo });
      await queueRegistrationMail(trx, context, row, { ...guest, status: 'waitlisted' }, { reason: 'approved', position }, now);
      return text(eventMessages.approvedToWaitlist, { name: guest.name });
    }
    await repository.changeRegistration(trx, guest.id, ['pending'], { status: 'confirmed', seat }, stamp);
    await queueRegistrationMail(trx, context, row, { ...guest, status: 'confirmed' }, { reason: 'approved' }, now);
    return text(eventMessages.approved, { name: guest.name });
  });
}

export function declineGuest(context: EventsContext, actor: User, ids: { eventId: string; guestId: string }, now: Date): Promise<Change> {
  return changeGuest(context, actor, ids, async (trx, row, guest) => {
    if (!(await repository.changeRegistration(trx, guest.id, ['pending'], { status: 'declined' }, now.toISOString())))
      throw conflict(eventMessages.notPending);
    await queueEndedMail(trx, context, row, guest, { reason: 'declined', hadInvitation: false }, now);
    return text(eventMessages.declined, { name: guest.name });
  });
}

/** Move a waitlisted or pending guest up to confirmed, when a place is free. */
export function confirmGuest(context: EventsContext, actor: User, ids: { eventId: string; guestId: string }, now: Date): Promise<Change> {
  return changeGuest(context, actor, ids, async (trx, row, guest) => {
    if (guest.status !== 'waitlisted' && guest.status !== 'pending') throw conflict(eventMessages.cannotConfirm);
    const seat = await repository.nextFreeSeat(trx, row.id, registrationOf(row).capacity);
    if (seat === undefined) throw conflict(eventMessages.noPlaceFree, 'EVENT_FULL');
    await repository.changeRegistration(
      trx,
      guest.id,
      ['waitlisted', 'pending'],
      { status: 'confirmed', seat, line_no: null },
      now.toISOString(),
    );
    await queueRegistrationMail(trx, context, row, { ...guest, status: 'confirmed' }, { reason: 'promoted' }, now);
    return text(eventMessages.movedUp, { name: guest.name });
  });
}

export function cancelGuest(context: EventsContext, actor: User, ids: { eventId: string; guestId: string }, now: Date): Promise<Change> {
  return changeGuest(context, actor, ids, async (trx, row, guest) => {
    if (
      !(await repository.changeRegistration(
        trx,
        guest.id,
        ACTIVE,
        { status: 'cancelled', seat: null, line_no: null, offer_expires_at: null },
        now.toISOString(),
      ))
    ) {
      throw conflict(eventMessages.cannotCancelGuest);
    }
    await queueEndedMail(trx, context, row, guest, { reason: 'cancelled-by-staff', hadInvitation: guest.status === 'confirmed' }, now);
    await fillFreedPlaces(trx, context, row, now);
    return text(eventMessages.guestCancelled, { name: guest.name });
  });
}

/**
 * Releases together the registrations of guests who never opened their own link, made at least
 * UNOPENED_RELEASE_HOURS ago (issue 38, finding 2: a client's made-up addresses): each is cancelled
 * as staff cancel one, told by e-mail, and the places freed go to the waitlist. Audited.
 */
export async function releaseUnopened(
  context: EventsContext,
  actor: User,
  eventId: string,
  now: Date,
): Promise<Unsaid<ReleaseUnopenedAnswer>> {
  const found = await eventFor(context, actor, eventId);
  const before = new Date(now.getTime() - UNOPENED_RELEASE_HOURS * 3_600_000).toISOString();
  const count = await context.database.writeTransaction(async (trx) => {
    const row = await lockedEvent(trx, context.database.engine, found.id);
    const guests = await repository.unopenedSince(trx, row.id, before);
    if (guests.length === 0) throw conflict(eventMessages.noneUnopened, 'EVENT_NO_GUESTS');
    for (const guest of guests) {
      await repository.changeRegistration(
        trx,
        guest.id,
        ACTIVE,
        { status: 'cancelled', seat: null, line_no: null, offer_expires_at: null },
        now.toISOString(),
      );
      await queueEndedMail(trx, context, row, guest, { reason: 'cancelled-by-staff', hadInvitation: guest.status === 'confirmed' }, now);
    }
    await fillFreedPlaces(trx, context, row, now);
    await recordAudit(
      trx,
      {
        action: 'event-unopened-released',
        actorId: actor._id,
        subject: { kind: 'event', id: row.id },
        detail: `${guests.length} guests, registered by ${before}`,
      },
      now,
    );
    return guests.length;
  });
  return {
    count,
    counts: await repository.countGuests(context.database.db, found.id),
    message: text(eventMessages.unopenedReleased, { count }),
  };
}

/** Checks a guest in (found by her code or by name); a second check-in says when the first was. */
export async function checkIn(
  context: EventsContext,
  actor: User,
  ids: { eventId: string; guestId: string },
  now: Date,
): Promise<Change & { already: boolean }> {
  let already = false;
  const change = await changeGuest(context, actor, ids, async (trx, _row, guest) => {
    if (guest.status !== 'confirmed') throw conflict(text(eventMessages.notGoing, { name: guest.name }));
    if (guest.checked_in_at) {
      already = true;
      const at = new Date(guest.checked_in_at);
      // The time of day as the reader writes it, the answer being put in her language where it is sent.
      const time = (locale: Locale) =>
        new Intl.DateTimeFormat(locale === 'ml' ? 'ml-IN' : 'en-IN', {
          hour: '2-digit',
          minute: '2-digit',
          timeZone: 'Asia/Kolkata',
        }).format(at);
      return text(eventMessages.alreadyCheckedIn, { name: guest.name, time });
    }
    await repository.changeRegistration(
      trx,
      guest.id,
      ['confirmed'],
      { checked_in_at: now.toISOString(), checked_in_by: actor._id },
      now.toISOString(),
    );
    return text(eventMessages.checkedIn, { name: guest.name });
  });
  return { ...change, already };
}

/** The guest a scanned code names, not checked in yet (the door's Express mode off): who she is and whether she may come in. */
export async function previewGuest(
  context: EventsContext,
  actor: User,
  ids: { eventId: string; guestId: string },
): Promise<Change & { already: boolean }> {
  const row = await eventFor(context, actor, ids.eventId);
  const guest = await guestById(context.database.db, row.id, ids.guestId);
  const position = guest.status === 'waitlisted' ? await repository.waitlistPosition(context.database.db, guest) : null;
  const message = guest.status === 'confirmed' ? guest.name : text(eventMessages.notGoing, { name: guest.name });
  return {
    guest: guestOf(guest, row, position),
    counts: await repository.countGuests(context.database.db, row.id),
    message,
    already: guest.checked_in_at !== null,
  };
}

export async function guestByDoorCode(context: EventsContext, actor: User, eventId: string, hash: string | undefined): Promise<string> {
  const row = await eventFor(context, actor, eventId);
  const guest = hash ? await repository.findByDoorCode(context.database.db, row.id, hash) : undefined;
  if (!guest) throw new AppError(404, 'EVENT_CODE_UNKNOWN', eventMessages.codeUnknown);
  return guest.id;
}

export function undoCheckIn(context: EventsContext, actor: User, ids: { eventId: string; guestId: string }, now: Date): Promise<Change> {
  return changeGuest(context, actor, ids, async (trx, _row, guest) => {
    await repository.undoCheckIn(trx, guest.id, now.toISOString());
    return text(eventMessages.checkInUndone, { name: guest.name });
  });
}

/** Writes to the guests in the chosen states, one e-mail each through the outbox, in one transaction. */
export async function messageGuests(
  context: EventsContext,
  actor: User,
  eventId: string,
  input: GuestMessageBody,
  now: Date,
): Promise<{ count: number; message: LocalText }> {
  const found = await eventFor(context, actor, eventId);
  const count = await context.database.writeTransaction(async (trx) => {
    const seen = new Set<string>();
    const guests: RegistrationRow[] = [];
    for (const state of input.states) {
      for (const guest of await repository.listGuests(trx, found.id, { state })) {
        if (seen.has(guest.id)) continue;
        seen.add(guest.id);
        guests.push(guest);
      }
    }
    if (guests.length === 0) throw conflict(eventMessages.noGuests, 'EVENT_NO_GUESTS');
    for (const guest of guests) await queueGuestMessage(trx, context, found, guest, input, now);
    await recordAudit(
      trx,
      {
        action: 'event-guests-messaged',
        actorId: actor._id,
        subject: { kind: 'event', id: found.id },
        detail: `${input.states.join(', ')}: ${guests.length} guests`,
      },
      now,
    );
    return guests.length;
  });
  return { count, message: text(eventMessages.messageQueued, { count }) };
}

/** An admin cancels the event: every guest still in it is told, an invitation she had cancelled. */
export async function cancelEvent(
  context: EventsContext,
  actor: User,
  eventId: string,
  note: string,
  now: Date,
): Promise<{ event: GuestListEvent; message: LocalText }> {
  assertRole(actor, 'admin');
  const found = await eventFor(context, actor, eventId);
  const stamp = now.toISOString();
  await context.database.writeTransaction(async (trx) => {
    const row = await lockedEvent(trx, context.database.engine, found.id);
    if (row.cancelled_at !== null) throw conflict(eventMessages.alreadyCancelledEvent);
    await repository.updateEvent(trx, row.id, {
      cancelled_at: stamp,
      cancel_note: note || null,
      calendar_sequence: row.calendar_sequence + 1,
    });
    const cancelled = { ...row, cancelled_at: stamp, calendar_sequence: row.calendar_sequence + 1 };
    for (const guest of await repository.guestsIn(trx, row.id, ACTIVE)) {
      await repository.changeRegistration(
        trx,
        guest.id,
        ACTIVE,
        { status: 'cancelled', seat: null, line_no: null, offer_expires_at: null },
        stamp,
      );
      await queueEndedMail(
        trx,
        context,
        cancelled,
        guest,
        { reason: 'event-cancelled', hadInvitation: guest.status === 'confirmed', note },
        now,
      );
    }
    await recordAudit(
      trx,
      { action: 'event-cancelled', actorId: actor._id, subject: { kind: 'event', id: row.id }, detail: row.title },
      now,
    );
  });
  const row = await eventById(context.database.db, found.id);
  return {
    event: listEventOf(row, await repository.countGuests(context.database.db, row.id)),
    message: text(eventMessages.eventCancelled),
  };
}

const GUEST_CSV_COLUMNS = [
  'Name',
  'Email',
  'Status',
  'Waitlist position',
  'Checked in (India Standard Time)',
  'Registered (India Standard Time)',
];

const keralaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CALENDAR_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A time as the club reads it, in Kerala: `2026-12-01 14:30` (the column's header names the zone); '' for none. */
function keralaTime(iso: string | null): string {
  if (!iso) return '';
  const part = Object.fromEntries(keralaParts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** The guest list as CSV (formulas defused), the export audited first. */
export async function exportGuests(
  context: EventsContext,
  actor: User,
  eventId: string,
  state: GuestState | undefined,
  now: Date,
): Promise<{ csv: Stringifier; slug: string }> {
  // The file has no reach: it is not counted for it.
  const list = await guestsShown(context, actor, eventId, { state });
  const questions = registrationOf(await eventById(context.database.db, list.event.id)).questions;
  await context.database.writeTransaction((trx) =>
    recordAudit(
      trx,
      {
        action: 'event-guests-exported',
        actorId: actor._id,
        subject: { kind: 'event', id: list.event.id },
        detail: `${state ?? 'all'}: ${list.guests.length} guests`,
      },
      now,
    ),
  );
  const csv = createCsv([...GUEST_CSV_COLUMNS, ...questions.map((question) => question.label)]);
  for (const guest of list.guests) {
    const answers = new Map(guest.answers.map((answer) => [answer.question, answer.answer]));
    csv.write(
      [
        guest.name,
        guest.email,
        guest.status,
        guest.position ?? '',
        keralaTime(guest.checkedInAt),
        keralaTime(guest.registeredAt),
        ...questions.map((question) => answers.get(question.label) ?? ''),
      ].map(String),
    );
  }
  csv.end();
  return { csv, slug: list.event.slug };
}
