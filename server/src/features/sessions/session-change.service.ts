import { sessionMessages, type SessionFeedbackBody } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { text, type LocalText } from '../../lib/localize';
import { findProfileIdOfAccount } from '../profiles/profile.service';
import { partiesOfBooking } from './session-booking.service';
import * as bookings from './session-bookings.repository';
import type { SessionsContext } from './session-context';
import { bookingById } from './session-lookups';
import { queueBooked, queueChanged } from './session-mail';
import { bookableProfile, freeSlots, lengthOf } from './session-schedule.service';
import * as repository from './sessions.repository';
import { HOLDING, type BookingRow } from './sessions.repository';
import { unitsOf } from './slots';
import { localDateAt, weekOf } from '@wfc/shared/calendar/zoned-time';

/**
 * What happens to a booking after it is made (issue 31): cancelled by either woman or by staff,
 * moved to another of her slots (the same UID, SEQUENCE raised), a request accepted or declined,
 * and each woman's word afterwards. Every route names who acts; each change runs in one
 * transaction, conditional on the status it changes from, with its e-mails.
 */

/** Who acts: the mentee (by her link), the enabler whose session it is, or staff. */
export type SessionActor = { kind: 'mentee' } | { kind: 'enabler'; userId: string } | { kind: 'staff'; userId: string };

const closed = () => new AppError(409, 'SESSION_CLOSED', sessionMessages.alreadyEnded);
const tooLate = () => new AppError(409, 'SESSION_CLOSED', sessionMessages.tooLate);

/** A booking of the enabler's own profile, else 404 (another's is not hers to see). */
export async function ownBooking(db: Kysely<DB>, userId: string, bookingId: string): Promise<BookingRow> {
  const profileId = await findProfileIdOfAccount(db, userId);
  const booking = profileId === undefined ? undefined : await repository.findBooking(db, bookingId);
  if (!booking || booking.profile_id !== profileId) throw notFound(sessionMessages.sessionNotFound);
  return booking;
}

function byOf(actor: SessionActor): 'mentee' | 'enabler' | 'staff' {
  return actor.kind;
}

/** Cancelled by anyone with a right to: both told (the enabler only once she had heard of it), CANCEL to calendars that had it. */
export async function cancelSession(
  context: SessionsContext,
  bookingId: string,
  actor: SessionActor,
  note: string | undefined,
  now: Date,
  /** More to write in the same transaction (the staff's audit line). */
  alsoIn?: (trx: Kysely<DB>) => Promise<void>,
): Promise<LocalText> {
  const stamp = now.toISOString();
  await context.database.writeTransaction(async (trx) => {
    const booking = await repository.findBooking(trx, bookingId);
    if (!booking) throw notFound(sessionMessages.sessionNotFound);
    if (!(HOLDING as readonly string[]).includes(booking.status)) throw closed();
    if (booking.starts_at <= stamp) throw tooLate();
    const change = { status: 'cancelled', cancelled_by: byOf(actor), cancel_note: note?.trim() || null } as const;
    if (!(await repository.releaseBooking(trx, booking.id, HOLDING, change, stamp))) throw closed();
    const ended = { ...booking, ...change, calendar_sequence: booking.calendar_sequence + 1 };
    await bookings.setCalendarSequence(trx, booking.id, ended.calendar_sequence);
    await alsoIn?.(trx);
    // An unconfirmed hold was never hers to know of; a cancellation by the mentee of one needs no e-mail at all.
    if (booking.status === 'unconfirmed' && actor.kind === 'mentee') return;
    await queueChanged(
      trx,
      context,
      ended,
      await partiesOfBooking(trx, booking),
      { because: 'cancelled', by: byOf(actor), note: change.cancel_note, toEnabler: booking.status !== 'unconfirmed' },
      now,
    );
  });
  return text(sessionMessages.cancelled);
}

/**
 * Moved to another of her free slots: its units, and its week's place when the week changes, taken
 * anew; the same UID, SEQUENCE raised. A request the enabler moves herself is confirmed by it: she
 * chose the time (issue 38), so it waits for no Accept of hers, and both get the invitation.
 */
export async function rescheduleSession(
  context: SessionsContext,
  bookingId: string,
  actor: SessionActor,
  input: { start: string; durationMinutes: number },
  now: Date,
): Promise<LocalText> {
  const db = context.database.db;
  const found = await repository.findBooking(db, bookingId);
  if (!found) throw notFound(sessionMessages.sessionNotFound);
  const bookable = await bookableProfile(db, found.profile_id);
  if (!bookable) throw new AppError(409, 'SESSION_NOT_BOOKABLE', sessionMessages.notBookable);
  const duration = lengthOf(bookable.schedule, input.durationMinutes);
  const start = Date.parse(input.start);
  const stamp = now.toISOString();
  try {
    await context.database.writeTransaction(async (trx) => {
      const booking = await bookingById(trx, bookingId);
      if (!['requested', 'confirmed'].includes(booking.status)) throw closed();
      if (booking.starts_at <= stamp) throw tooLate();
      await repository.releaseExpiredHolds(trx, stamp, booking.profile_id);
      const free = await freeSlots(trx, bookable, duration, start, start + 1, now, booking.id);
      if (free.length !== 1) throw new AppError(409, 'SESSION_SLOT_UNAVAILABLE', sessionMessages.slotUnavailable);
      const weekKey = weekOf(localDateAt(start, bookable.schedule.timeZone));
      let weekPlace = booking.week_place;
      if (weekKey !== booking.week_key) {
        await bookings.giveUpWeekPlace(trx, booking.id);
        weekPlace = (await repository.freeWeekPlace(trx, booking.profile_id, weekKey, bookable.schedule.maxPerWeek)) ?? null;
        if (weekPlace === null) throw new AppError(409, 'SESSION_WEEK_FULL', sessionMessages.weekFull);
      }
      const chosenByHer = actor.kind === 'enabler' && booking.status === 'requested';
      const change = {
        ...(chosenByHer ? { status: 'confirmed' as const, invited: 1 } : {}),
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(start + duration * 60_000).toISOString(),
        duration_minutes: duration,
        buffer_minutes: bookable.schedule.bufferMinutes,
        week_key: weekKey,
        week_place: weekPlace,
        calendar_sequence: booking.calendar_sequence + 1,
        reminded_day_at: null,
        reminded_hour_at: null,
        updated_at: stamp,
      };
      await bookings.moveBooking(trx, booking, change, unitsOf(start, duration, bookable.schedule.bufferMinutes));
      const moved = { ...booking, ...change };
      await queueChanged(
        trx,
        context,
        moved,
        await partiesOfBooking(trx, moved),
        { because: 'rescheduled', by: byOf(actor), previousWhen: booking.starts_at, toEnabler: true },
        now,
      );
    });
  } catch (error) {
    const place = repository.violatedPlace(error);
    if (place === 'units') throw new AppError(409, 'SESSION_SLOT_TAKEN', sessionMessages.slotTaken);
    if (place === 'week') throw new AppError(409, 'SESSION_WEEK_FULL', sessionMessages.weekFull);
    throw error;
  }
  return text(sessionMessages.rescheduled);
}

/** The enabler accepts a request: confirmed, invitations to both. */
export async function acceptSession(context: SessionsContext, userId: string, bookingId: string, now: Date): Promise<LocalText> {
  const booking = await ownBooking(context.database.db, userId, bookingId);
  const stamp = now.toISOString();
  await context.database.writeTransaction(async (trx) => {
    if (booking.starts_at <= stamp) throw new AppError(409, 'SESSION_CLOSED', sessionMessages.tooLate);
    const change = { status: 'confirmed' as const, invited: 1, updated_at: stamp };
    if (!(await bookings.changeBookingIf(trx, booking.id, ['requested'], change)))
      throw conflict(sessionMessages.notRequested, 'SESSION_CLOSED');
    await queueBooked(trx, context, { ...booking, ...change }, await partiesOfBooking(trx, booking), now);
  });
  return text(sessionMessages.accepted, { name: booking.mentee_name });
}

/** The enabler declines a request: the mentee told, the time released. */
export async function declineSession(
  context: SessionsContext,
  userId: string,
  bookingId: string,
  note: string | undefined,
  now: Date,
): Promise<LocalText> {
  const booking = await ownBooking(context.database.db, userId, bookingId);
  const stamp = now.toISOString();
  await context.database.writeTransaction(async (trx) => {
    const change = { status: 'declined', cancelled_by: 'enabler', cancel_note: note?.trim() || null } as const;
    if (!(await repository.releaseBooking(trx, booking.id, ['requested'], change, stamp)))
      throw conflict(sessionMessages.notRequested, 'SESSION_CLOSED');
    await queueChanged(
      trx,
      context,
      { ...booking, ...change },
      await partiesOfBooking(trx, booking),
      { because: 'declined', by: 'enabler', note: change.cancel_note, toEnabler: false },
      now,
    );
  });
  return text(sessionMessages.declined, { name: booking.mentee_name });
}

/** Her word afterwards: whether it happened (either woman, once each), and the mentee's rating and comment. */
export async function recordOutcome(
  context: SessionsContext,
  booking: BookingRow,
  side: 'mentee' | 'enabler',
  input: SessionFeedbackBody,
  now: Date,
): Promise<LocalText> {
  if (booking.status !== 'confirmed') throw closed();
  if (booking.ends_at > now.toISOString()) throw conflict(sessionMessages.notYetOver, 'SESSION_CLOSED');
  const column = side === 'mentee' ? 'mentee_outcome' : 'enabler_outcome';
  const happened = input.outcome === 'happened';
  const change =
    side === 'mentee'
      ? { mentee_outcome: input.outcome, rating: happened ? (input.rating ?? null) : null, comment: input.comment?.trim() || null }
      : { enabler_outcome: input.outcome };
  if (!(await bookings.saveOutcomeIfUnsaid(context.database.db, booking.id, column, { ...change, updated_at: now.toISOString() })))
    throw conflict(sessionMessages.feedbackGiven, 'SESSION_CLOSED');
  return text(sessionMessages.feedbackSaved);
}
