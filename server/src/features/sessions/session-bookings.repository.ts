import type { SessionStats } from '@wfc/shared';
import type { Kysely, Updateable } from 'kysely';
import type { DB, SessionBookingsTable } from '../../db/schema';
import { insertUnits, type BookingRow } from './sessions.repository';

/**
 * With sessions.repository, the only code that touches `session_bookings` and `session_units`
 * (issue 31): here the changes of a booking once it is made (each conditional on what it changes
 * from, so two people or processes cannot both make it), the scheduler's due work and the lists.
 */

type BookingChange = Updateable<SessionBookingsTable>;

/**
 * Changes a booking only while its status is one of `from` (so two people or processes cannot
 * both move it); returns whether it did.
 */
export async function changeBookingIf(
  trx: Kysely<DB>,
  id: string,
  from: readonly BookingRow['status'][],
  change: BookingChange,
): Promise<boolean> {
  const result = await trx.updateTable('session_bookings').set(change).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Raised SEQUENCE of its calendar invitation (a cancellation sent to calendars that had it). */
export async function setCalendarSequence(trx: Kysely<DB>, id: string, sequence: number): Promise<void> {
  await trx.updateTable('session_bookings').set({ calendar_sequence: sequence }).where('id', '=', id).execute();
}

/** Its week's place given up (before it takes one in another week). */
export async function giveUpWeekPlace(trx: Kysely<DB>, id: string): Promise<void> {
  await trx.updateTable('session_bookings').set({ week_place: null }).where('id', '=', id).execute();
}

/** Moved: the row changed and its units replaced by `units` (unit starts, ms), under their unique index. */
export async function moveBooking(
  trx: Kysely<DB>,
  booking: Pick<BookingRow, 'id' | 'profile_id'>,
  change: BookingChange,
  units: number[],
): Promise<void> {
  await trx.updateTable('session_bookings').set(change).where('id', '=', booking.id).execute();
  await trx.deleteFrom('session_units').where('booking_id', '=', booking.id).execute();
  await insertUnits(trx, booking.id, booking.profile_id, units);
}

/** One woman's word afterwards, saved only where hers (`column`) is not given yet: whether this call saved it. */
export async function saveOutcomeIfUnsaid(
  db: Kysely<DB>,
  id: string,
  column: 'mentee_outcome' | 'enabler_outcome',
  change: Pick<BookingChange, 'mentee_outcome' | 'enabler_outcome' | 'rating' | 'comment' | 'updated_at'>,
): Promise<boolean> {
  const result = await db.updateTable('session_bookings').set(change).where('id', '=', id).where(column, 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A column of the scheduler's, set once per booking when its e-mail is sent. */
export type SentColumn = 'reminded_day_at' | 'reminded_hour_at' | 'feedback_asked_at';

/** Sets `column` on a confirmed booking only where it is still null: whether this call did (one process sends its e-mail). */
export async function claimConfirmed(trx: Kysely<DB>, id: string, column: SentColumn, stamp: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('session_bookings')
    .set({ [column]: stamp })
    .where('id', '=', id)
    .where(column, 'is', null)
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Requests whose time came by `stamp` without the enabler's answer, at most `limit`. */
export function listRequestsStarted(db: Kysely<DB>, stamp: string, limit: number): Promise<Array<{ id: string }>> {
  return db
    .selectFrom('session_bookings')
    .select('id')
    .where('status', '=', 'requested')
    .where('starts_at', '<=', stamp)
    .limit(limit)
    .execute();
}

/**
 * Sessions to come (requested or confirmed) of an enabler who left: her profile unlinked, her
 * account not active or no longer an enabler's; at most `limit`.
 */
export function listBookingsOfDeparted(db: Kysely<DB>, stamp: string, limit: number): Promise<Array<{ id: string }>> {
  return db
    .selectFrom('session_bookings as b')
    .innerJoin('enablers as e', 'e.id', 'b.profile_id')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select('b.id')
    .where('b.status', 'in', ['requested', 'confirmed'])
    .where('b.starts_at', '>', stamp)
    .where((eb) => eb.or([eb('e.user_id', 'is', null), eb('u.status', '!=', 'active'), eb('u.role', '!=', 'enabler')]))
    .limit(limit)
    .execute();
}

/** Confirmed sessions starting in (`stamp`, `until`] whose reminder (`column`) is not sent yet, at most `limit`. */
export function listDueForReminder(
  db: Kysely<DB>,
  column: 'reminded_day_at' | 'reminded_hour_at',
  stamp: string,
  until: string,
  limit: number,
): Promise<Array<{ id: string }>> {
  return db
    .selectFrom('session_bookings')
    .select('id')
    .where('status', '=', 'confirmed')
    .where(column, 'is', null)
    .where('starts_at', '<=', until)
    .where('starts_at', '>', stamp)
    .limit(limit)
    .execute();
}

/**
 * Confirmed sessions over by `stamp` whose question afterwards was not asked and that one of the
 * two women has not answered yet (issue 38: nobody is asked for an answer she gave), at most `limit`.
 */
export function feedbackDue(db: Kysely<DB>, stamp: string, limit: number): Promise<Array<{ id: string }>> {
  return db
    .selectFrom('session_bookings')
    .select('id')
    .where('status', '=', 'confirmed')
    .where('feedback_asked_at', 'is', null)
    .where('ends_at', '<=', stamp)
    .where((eb) => eb.or([eb('mentee_outcome', 'is', null), eb('enabler_outcome', 'is', null)]))
    .limit(limit)
    .execute();
}

/** Which of a list's bookings: those still to come, or those over or ended. */
export type BookingScope = 'upcoming' | 'past';

/** A booking with its enabler's name, as the staff's lists show it. */
export type BookingWithEnabler = BookingRow & { enabler_name: string };

function withEnabler(db: Kysely<DB>) {
  return db
    .selectFrom('session_bookings as b')
    .innerJoin('enablers as e', 'e.id', 'b.profile_id')
    .selectAll('b')
    .select('e.name as enabler_name');
}

/**
 * Upcoming (not ended, holding its time, holds not run out; soonest first) or past (over, or
 * cancelled or declined, not expired; latest first) bookings, of one profile or all, at most `limit`.
 */
export function listBookings(
  db: Kysely<DB>,
  scope: BookingScope,
  stamp: string,
  limit: number,
  profileId?: number,
): Promise<BookingWithEnabler[]> {
  let query = withEnabler(db);
  if (profileId !== undefined) query = query.where('b.profile_id', '=', profileId);
  query =
    scope === 'upcoming'
      ? query
          .where('b.ends_at', '>', stamp)
          .where('b.status', 'in', ['requested', 'confirmed', 'unconfirmed'])
          .where((eb) => eb.or([eb('b.status', '!=', 'unconfirmed'), eb('b.hold_expires_at', '>', stamp)]))
          .orderBy('b.starts_at', 'asc')
      : query
          .where((eb) => eb.or([eb('b.ends_at', '<=', stamp), eb('b.status', 'in', ['cancelled', 'declined'])]))
          .where('b.status', '!=', 'expired')
          .orderBy('b.starts_at', 'desc');
  return query.orderBy('b.id').limit(limit).execute();
}

export function findBookingWithEnabler(db: Kysely<DB>, id: string): Promise<BookingWithEnabler | undefined> {
  return withEnabler(db).where('b.id', '=', id).executeTakeFirst();
}

/** What the operators' summary counts of a requested or confirmed booking, with its enabler's name. */
export type SummaryRow = Pick<
  BookingRow,
  | 'profile_id'
  | 'status'
  | 'starts_at'
  | 'ends_at'
  | 'duration_minutes'
  | 'enabler_outcome'
  | 'mentee_outcome'
  | 'rating'
  | 'mentee_name'
  | 'email_key'
  | 'mentee_email'
> & { name: string };

/** Every requested or confirmed booking, as the summary counts it. */
export function listSummaryRows(db: Kysely<DB>): Promise<SummaryRow[]> {
  return db
    .selectFrom('session_bookings as b')
    .innerJoin('enablers as e', 'e.id', 'b.profile_id')
    .select([
      'b.profile_id',
      'e.name',
      'b.status',
      'b.starts_at',
      'b.ends_at',
      'b.duration_minutes',
      'b.enabler_outcome',
      'b.mentee_outcome',
      'b.rating',
      'b.mentee_name',
      'b.email_key',
      'b.mentee_email',
    ])
    .where('b.status', 'in', ['confirmed', 'requested'])
    .execute();
}

/** The bookings made with this address (its lower-case key), latest first, at most `limit`. */
export function listBookingsOfAddress(db: Kysely<DB>, emailKey: string, limit: number): Promise<BookingRow[]> {
  return db
    .selectFrom('session_bookings')
    .selectAll()
    .where('email_key', '=', emailKey)
    .orderBy('starts_at', 'desc')
    .limit(limit)
    .execute();
}

/** Sessions that happened (confirmed, over by `stamp`, neither side saying it did not) and their minutes, per profile. */
export async function happenedStats(db: Kysely<DB>, profileIds: number[], stamp: string): Promise<Map<number, SessionStats>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('session_bookings')
    .select((eb) => [
      'profile_id',
      eb.fn.countAll<string | number>().as('sessions'),
      eb.fn.sum<string | number>('duration_minutes').as('minutes'),
    ])
    .where('profile_id', 'in', profileIds)
    .where('status', '=', 'confirmed')
    .where('ends_at', '<=', stamp)
    .where((eb) =>
      eb.and([
        eb.or([eb('enabler_outcome', 'is', null), eb('enabler_outcome', '=', 'happened')]),
        eb.or([eb('mentee_outcome', 'is', null), eb('mentee_outcome', '=', 'happened')]),
      ]),
    )
    .groupBy('profile_id')
    .execute();
  return new Map(rows.map((row) => [row.profile_id, { sessions: Number(row.sessions), minutes: Number(row.minutes ?? 0) }]));
}
