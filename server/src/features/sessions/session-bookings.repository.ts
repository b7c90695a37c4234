import type { Kysely, Updateable } from 'kysely';
import type { DB, SessionBookingsTable } from '../../db/schema';
import { insertUnits, type BookingRow } from './sessions.repository';

/**
 * With sessions.repository, the only code that touches `session_bookings` and `session_units`
 * (issue 31): here the changes of a booking once it is made (each conditional on what it changes
 * from, so two people or processes cannot both make it).
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
