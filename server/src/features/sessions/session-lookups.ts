import { sessionMessages } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import * as repository from './sessions.repository';
import type { BookableProfile, BookingRow, ScheduleRow } from './sessions.repository';
export { findBookableProfileOfUser } from './sessions.repository';

/**
 * A booking, or its enabler's profile or schedule, read again by a service that found it a moment
 * before (in another transaction, or through the booking): gone since, it is the 404 of any missing
 * one, never a `row!`.
 */

export async function bookingById(db: Kysely<DB>, id: string): Promise<BookingRow> {
  const booking = await repository.findBooking(db, id);
  if (!booking) throw notFound(sessionMessages.sessionNotFound);
  return booking;
}

export async function profileById(db: Kysely<DB>, profileId: number): Promise<BookableProfile> {
  const profile = await repository.findProfile(db, profileId);
  if (!profile) throw notFound(sessionMessages.enablerNotFound);
  return profile;
}

export async function scheduleRowOf(db: Kysely<DB>, profileId: number): Promise<ScheduleRow> {
  const row = await repository.findSchedule(db, profileId);
  if (!row) throw notFound(sessionMessages.enablerNotFound);
  return row;
}
