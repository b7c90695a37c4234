import { createHmac } from 'node:crypto';
import {
  SESSION_HOLD_MINUTES,
  SESSION_UNIT_MINUTES,
  sessionMessages,
  type BookingAnswer,
  type BookingBody,
  type EnablerSchedule,
  type Locale,
  type MenteeSession,
  type SessionStatus,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { hashLinkToken, looksLikeLinkToken } from '../../lib/link-token';
import { text, type LocalText, type Unsaid } from '../../lib/localize';
import { mayMailVisitor } from '../mail/visitor-mail';
import * as bookings from './session-bookings.repository';
import type { SessionsContext } from './session-context';
import { bookingById, profileById, scheduleRowOf } from './session-lookups';
import { menteeLink, partiesOf, queueBooked, queueConfirmAddress, type SessionParties } from './session-mail';
import { bookableProfile, freeSlots, lengthOf, type Bookable } from './session-schedule.service';
import * as repository from './sessions.repository';
import type { BookingRow } from './sessions.repository';
import { computeSlots, unitsOf } from './slots';
import { localDateAt, weekOf } from '@wfc/shared/calendar/zoned-time';

/**
 * Booking a session (issue 31, decision 033). A booking holds its time by rows of 15-minute units
 * under a unique index per profile, her week's place (1 to her weekly limit) and the mentee's place
 * (1 to the mentee limit) under unique indexes too: whatever runs at once, in any number of
 * processes, on either engine, two bookings never hold one unit and no limit is passed. The slot is
 * checked against her schedule inside the transaction; the indexes decide a race.
 */

const taken = () => new AppError(409, 'SESSION_SLOT_TAKEN', sessionMessages.slotTaken);
const unavailable = () => new AppError(409, 'SESSION_SLOT_UNAVAILABLE', sessionMessages.slotUnavailable);
const weekFull = () => new AppError(409, 'SESSION_WEEK_FULL', sessionMessages.weekFull);
const notBookable = () => new AppError(409, 'SESSION_NOT_BOOKABLE', sessionMessages.notBookable);
const linkInvalid = () => new AppError(404, 'SESSION_LINK_INVALID', sessionMessages.linkInvalid);

function menteeLimitReached(context: SessionsContext) {
  return new AppError(409, 'SESSION_MENTEE_LIMIT', text(sessionMessages.menteeLimit, { limit: context.menteeLimit }));
}

/** The two women and how they meet, for the e-mails. */
export async function partiesOfBooking(db: Kysely<DB>, booking: BookingRow): Promise<SessionParties> {
  const profile = await profileById(db, booking.profile_id);
  const schedule = await scheduleRowOf(db, booking.profile_id);
  // She is named as her profile names her, the name the mentee chose her by.
  return partiesOf(booking, { name: profile.name, email: profile.userEmail ?? '', locale: profile.userLocale }, schedule);
}

/**
 * Runs `work` again (up to three times) when a race lost only a week's or a mentee's place, which
 * another may still have free, or a hold's place to a hold of the same client or address made at
 * the same moment (run again, the newest replaces it).
 */
async function withPlaceRetries<T>(work: () => Promise<T>, context: SessionsContext): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const place = repository.violatedPlace(error);
      if (place === 'units') throw taken();
      if ((place === 'week' || place === 'mentee' || place === 'hold') && attempt < 3) continue;
      if (place === 'hold') throw taken();
      if (place === 'week') throw weekFull();
      if (place === 'mentee') throw menteeLimitReached(context);
      throw error;
    }
  }
}

/** The slot asked for, checked against her schedule now, in the transaction (the hold itself is the indexes'). */
async function checkSlot(trx: Kysely<DB>, bookable: Bookable, start: number, duration: number, now: Date, except?: string): Promise<void> {
  if (start % (SESSION_UNIT_MINUTES * 60_000) !== 0) throw unavailable();
  const free = await freeSlots(trx, bookable, duration, start, start + 1, now, except);
  if (free.length === 1) return;
  // Why not: held by a booking, her week full, or not one of her times at all.
  const open = await freeSlots(
    trx,
    { ...bookable, schedule: { ...bookable.schedule, maxPerWeek: Number.MAX_SAFE_INTEGER } },
    duration,
    start,
    start + 1,
    now,
    except,
  );
  if (open.length === 1) throw weekFull();
  const schedule = bookable.schedule;
  const withoutBookings = computeSlots({
    rules: schedule,
    durationMinutes: duration,
    from: start,
    to: start + 1,
    now: now.getTime(),
    awayUntil: bookable.profile.awayUntil,
    held: new Set(),
    perWeek: new Map(),
  });
  throw withoutBookings.length === 1 ? taken() : unavailable();
}

/** Unconfirmed holds one client, or one address, may have across the club (issue 38, finding 1); one per enabler. */
const HOLDS_PER_HOLDER = 2;

/** Who holds an unconfirmed booking: the client (a keyed hash of its address, never the address itself) and the typed address. */
interface Holder {
  clientKey: string;
  emailKey: string;
}

function holderOf(secret: string, client: string, email: string): Holder {
  return {
    clientKey: createHmac('sha256', secret).update(`session-hold-client:${client}`).digest('base64url'),
    emailKey: email.toLowerCase(),
  };
}

/**
 * Makes room for a new hold (issue 38, finding 1): the newest wins. The holder's holds that ran out
 * are released, and so are her hold at this enabler and, beyond HOLDS_PER_HOLDER - 1 others across
 * the club, her oldest ones (by client and by address alike). Answers the places (1 to
 * HOLDS_PER_HOLDER) the new hold takes; the unique indexes decide a race.
 */
async function makeRoomForHold(
  trx: Kysely<DB>,
  profileId: number,
  holder: Holder,
  stamp: string,
): Promise<{ clientPlace: number; emailPlace: number }> {
  let kept: BookingRow[] = [];
  const release = async (booking: BookingRow) => {
    await repository.releaseBooking(trx, booking.id, ['unconfirmed'], { status: 'expired', cancelled_by: 'system' }, stamp);
    kept = kept.filter((each) => each.id !== booking.id);
  };
  for (const booking of await repository.holdsOf(trx, holder.clientKey, holder.emailKey)) {
    if (booking.profile_id === profileId || booking.hold_expires_at === null || booking.hold_expires_at <= stamp) await release(booking);
    else kept.push(booking);
  }
  const ofClient = () => kept.filter((booking) => booking.hold_client_key === holder.clientKey);
  const ofEmail = () => kept.filter((booking) => booking.hold_email_key === holder.emailKey);
  // Oldest first: the newest stay.
  const oldestOver = (held: BookingRow[]) => (held.length >= HOLDS_PER_HOLDER ? held[0] : undefined);
  for (let oldest = oldestOver(ofClient()); oldest; oldest = oldestOver(ofClient())) await release(oldest);
  for (let oldest = oldestOver(ofEmail()); oldest; oldest = oldestOver(ofEmail())) await release(oldest);
  const freePlace = (held: Array<number | null>) =>
    Array.from({ length: HOLDS_PER_HOLDER }, (_, n) => n + 1).find((place) => !held.includes(place))!;
  return {
    clientPlace: freePlace(ofClient().map((booking) => booking.hold_client_place)),
    emailPlace: freePlace(ofEmail().map((booking) => booking.hold_email_place)),
  };
}

/**
 * POST /api/enablers/:profileId/bookings. A signed-in member booking with her own address
 * (`verifiedEmail`) holds it at once (confirmed, or requested when the enabler confirms each);
 * anyone else holds it SESSION_HOLD_MINUTES while she confirms her address by the e-mailed link,
 * one hold per client and per address at each enabler, HOLDS_PER_HOLDER across the club (the
 * newest replaces the oldest), her week's place taken only at her confirmation. `client` is the
 * request's address as the rate limiter sees it.
 */
export async function book(
  context: SessionsContext,
  profileId: number,
  input: BookingBody,
  locale: Locale,
  now: Date,
  by: { client: string; verifiedEmail?: string | undefined },
): Promise<Unsaid<BookingAnswer>> {
  const verifiedEmail = by.verifiedEmail;
  const db = context.database.db;
  const bookable = await bookableProfile(db, profileId);
  if (!bookable) {
    if (!(await repository.findProfile(db, profileId))?.shown) throw notFound(sessionMessages.enablerNotFound);
    throw notBookable();
  }
  const duration = lengthOf(bookable.schedule, input.durationMinutes);
  const start = Date.parse(input.start);
  const verified = verifiedEmail !== undefined && verifiedEmail.toLowerCase() === input.email.toLowerCase();
  const status = verified ? (bookable.schedule.confirmEach ? 'requested' : 'confirmed') : 'unconfirmed';
  const stamp = now.toISOString();
  const id = newId();
  return withPlaceRetries(
    () =>
      context.database.writeTransaction(async (trx) => {
        await repository.releaseExpiredHolds(trx, stamp, profileId);
        const holder = status === 'unconfirmed' ? holderOf(context.secret, by.client, input.email) : undefined;
        // Before the slot is checked: her own earlier hold here may be of this very time.
        const holdPlaces = holder ? await makeRoomForHold(trx, profileId, holder, stamp) : undefined;
        await checkSlot(trx, bookable, start, duration, now);
        const weekKey = weekOf(localDateAt(start, bookable.schedule.timeZone));
        // A hold takes no place of her week: a week full of confirmed sessions refuses it (checkSlot), its place is taken at confirmation.
        const weekPlace =
          status === 'unconfirmed' ? null : await repository.freeWeekPlace(trx, profileId, weekKey, bookable.schedule.maxPerWeek);
        if (weekPlace === undefined) throw weekFull();
        // Her limit is counted once her address is proven (here for a member, at her link for a visitor):
        // a refusal before would tell anyone typing an address that it holds sessions.
        const menteePlace =
          status === 'unconfirmed' ? null : await repository.freeMenteePlace(trx, input.email.toLowerCase(), context.menteeLimit, stamp);
        if (menteePlace === undefined) throw menteeLimitReached(context);
        const booking: BookingRow = {
          id,
          profile_id: profileId,
          mentee_name: input.name,
          mentee_email: input.email,
          email_key: input.email.toLowerCase(),
          locale,
          time_zone: input.timeZone ?? bookable.schedule.timeZone,
          topic: input.topic,
          starts_at: new Date(start).toISOString(),
          ends_at: new Date(start + duration * 60_000).toISOString(),
          duration_minutes: duration,
          buffer_minutes: bookable.schedule.bufferMinutes,
          status,
          hold_expires_at: status === 'unconfirmed' ? new Date(now.getTime() + SESSION_HOLD_MINUTES * 60_000).toISOString() : null,
          week_key: weekKey,
          week_place: weekPlace,
          mentee_place: menteePlace,
          calendar_sequence: 0,
          invited: status === 'confirmed' ? 1 : 0,
          token_hash: menteeLink(context.secret, id).hash,
          reminded_day_at: null,
          reminded_hour_at: null,
          feedback_asked_at: null,
          enabler_outcome: null,
          mentee_outcome: null,
          rating: null,
          comment: null,
          cancelled_by: null,
          cancel_note: null,
          hold_client_key: holder?.clientKey ?? null,
          hold_client_place: holdPlaces?.clientPlace ?? null,
          hold_email_key: holder?.emailKey ?? null,
          hold_email_place: holdPlaces?.emailPlace ?? null,
          hour_cycle: input.hourCycle ?? null,
          created_at: stamp,
          updated_at: stamp,
        };
        await repository.insertBooking(trx, booking);
        await repository.insertUnits(trx, id, profileId, unitsOf(start, duration, bookable.schedule.bufferMinutes));
        const parties = await partiesOfBooking(trx, booking);
        // The address was typed by whoever sent the form: at most VISITOR_MAILS_PER_DAY such mails a day, answered the same either way.
        if (status === 'unconfirmed') {
          if (await mayMailVisitor(trx, input.email, 'session-booking', now))
            await queueConfirmAddress(trx, context, booking, parties, now);
        } else await queueBooked(trx, context, booking, parties, now);
        const message =
          status === 'unconfirmed'
            ? sessionMessages.heldUnconfirmed
            : status === 'requested'
              ? sessionMessages.heldRequested
              : sessionMessages.held;
        return { _id: id, status, message: text(message) } satisfies Unsaid<BookingAnswer>;
      }),
    context,
  );
}

/** The booking her link opens, or a 404 that says nothing more. */
export async function bookingByToken(db: Kysely<DB>, token: unknown): Promise<BookingRow> {
  if (!looksLikeLinkToken(token)) throw linkInvalid();
  const booking = await repository.findBookingByToken(db, hashLinkToken(token));
  if (!booking) throw linkInvalid();
  return booking;
}

/** An enabler's profile and schedule by profile id, each read once however many bookings ask (her own page's list). */
export type EnablerLookup = (profileId: number) => Promise<{ profile: repository.BookableProfile; schedule: EnablerSchedule | undefined }>;

export function enablerLookup(db: Kysely<DB>): EnablerLookup {
  const read = new Map<number, ReturnType<EnablerLookup>>();
  return (profileId) => {
    let found = read.get(profileId);
    if (!found) {
      found = (async () => {
        const row = await repository.findSchedule(db, profileId);
        return { profile: await profileById(db, profileId), schedule: row ? repository.scheduleOf(row) : undefined };
      })();
      read.set(profileId, found);
    }
    return found;
  };
}

/** Her booking as her link's page shows it. */
export async function menteeView(
  db: Kysely<DB>,
  booking: BookingRow,
  now: Date,
  enablers: EnablerLookup = enablerLookup(db),
): Promise<MenteeSession> {
  const { profile, schedule } = await enablers(booking.profile_id);
  const status =
    booking.status === 'unconfirmed' && booking.hold_expires_at !== null && booking.hold_expires_at <= now.toISOString()
      ? 'expired'
      : booking.status;
  const holding = status === 'unconfirmed' || status === 'requested' || status === 'confirmed';
  const over = booking.ends_at <= now.toISOString();
  return {
    _id: booking.id,
    status: status as MenteeSession['status'],
    start: booking.starts_at,
    end: booking.ends_at,
    durationMinutes: booking.duration_minutes,
    topic: booking.topic,
    timeZone: booking.time_zone,
    enabler: {
      profileId: profile.id,
      name: profile.name,
      timeZone: schedule?.timeZone ?? booking.time_zone,
      sessionMinutes: schedule?.sessionMinutes ?? [booking.duration_minutes as 30],
    },
    // A session over has no way to join it any more (issue 38): her page reads it as past.
    ...(status === 'confirmed' && !over && schedule ? { meeting: schedule.meeting } : {}),
    ...(booking.cancelled_by ? { cancelledBy: booking.cancelled_by } : {}),
    ...(booking.cancel_note ? { cancelNote: booking.cancel_note } : {}),
    canChange: holding && booking.starts_at > now.toISOString(),
    feedback: {
      open: status === 'confirmed' && over && booking.mentee_outcome === null,
      ...(booking.mentee_outcome ? { outcome: booking.mentee_outcome } : {}),
      ...(booking.rating !== null ? { rating: booking.rating } : {}),
      ...(booking.comment ? { comment: booking.comment } : {}),
    },
  };
}

/** POST /api/sessions/booking/confirm: her address confirmed, the hold becomes a booking (or a request). */
export async function confirmAddress(
  context: SessionsContext,
  token: unknown,
  now: Date,
): Promise<{ session: MenteeSession; message: LocalText }> {
  const found = await bookingByToken(context.database.db, token);
  const stamp = now.toISOString();
  const confirm = () =>
    context.database.writeTransaction(async (trx) => {
      const booking = await bookingById(trx, found.id);
      if (booking.status === 'confirmed' || booking.status === 'requested')
        return booking.status === 'confirmed' ? sessionMessages.confirmed : sessionMessages.confirmedRequested;
      // Run out (the scheduler releases it) or ended otherwise: she books again.
      if (booking.status !== 'unconfirmed' || booking.hold_expires_at === null || booking.hold_expires_at <= stamp)
        throw new AppError(409, 'SESSION_HOLD_EXPIRED', sessionMessages.holdExpired);
      const schedule = await scheduleRowOf(trx, booking.profile_id);
      const status: SessionStatus = schedule.confirm_each === 1 ? 'requested' : 'confirmed';
      // Her address proven: her place among her upcoming sessions, under its unique index.
      const menteePlace = await repository.freeMenteePlace(trx, booking.email_key, context.menteeLimit, stamp);
      if (menteePlace === undefined) throw menteeLimitReached(context);
      // Her week's place, taken now that the booking is real (issue 38, finding 1), under its unique index.
      const weekPlace = await repository.freeWeekPlace(trx, booking.profile_id, booking.week_key, schedule.max_per_week);
      if (weekPlace === undefined) throw weekFull();
      const change = {
        status,
        hold_expires_at: null,
        ...repository.HOLD_ENDED,
        invited: status === 'confirmed' ? 1 : 0,
        mentee_place: menteePlace,
        week_place: weekPlace,
        updated_at: stamp,
      };
      // Confirmed meanwhile by the same link opened twice: told once.
      if (!(await bookings.changeBookingIf(trx, booking.id, ['unconfirmed'], change))) return sessionMessages.confirmed;
      await queueBooked(trx, context, { ...booking, ...change }, await partiesOfBooking(trx, booking), now);
      return status === 'confirmed' ? sessionMessages.confirmed : sessionMessages.confirmedRequested;
    });
  const message = await withPlaceRetries(confirm, context);
  const booking = await bookingById(context.database.db, found.id);
  return { session: await menteeView(context.database.db, booking, now), message: text(message) };
}
