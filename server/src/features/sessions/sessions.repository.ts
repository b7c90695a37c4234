import { EnablerSchedule, parseTranslation, type SessionStatus } from '@wfc/shared';
import type { ExpressionBuilder, Kysely, NotNull, Selectable } from 'kysely';
import { parseJsonColumn } from '../../db/json-column';
import type { DB, EnablerSchedulesTable, SessionBookingsTable } from '../../db/schema';

/**
 * With session-bookings.repository, the only code that reads and writes `enabler_schedules`,
 * `session_bookings` and `session_units` (issue 31): here schedules, profiles, held time, a booking's
 * making, its holds and places.
 */

export type ScheduleRow = Selectable<EnablerSchedulesTable>;
export type BookingRow = Selectable<SessionBookingsTable>;

/** Statuses in which a booking holds its time (its units, its week's place, the mentee's place). */
export const HOLDING = ['unconfirmed', 'requested', 'confirmed'] as const;

export function scheduleOf(row: ScheduleRow): EnablerSchedule {
  return {
    timeZone: row.time_zone,
    weekly: parseJsonColumn(EnablerSchedule.shape.weekly, row.weekly),
    overrides: parseJsonColumn(EnablerSchedule.shape.overrides, row.overrides),
    sessionMinutes: parseJsonColumn(EnablerSchedule.shape.sessionMinutes, row.session_minutes),
    bufferMinutes: row.buffer_minutes,
    minimumNoticeMinutes: row.minimum_notice_minutes,
    daysAhead: row.days_ahead,
    maxPerWeek: row.max_per_week,
    meeting: { kind: row.meeting_kind, value: row.meeting_value },
    confirmEach: row.confirm_each === 1,
    showStats: row.show_stats === 1,
  };
}

/** The profile of the enabler with this account, when she takes bookings (a saved schedule). */
export async function findBookableProfileOfUser(db: Kysely<DB>, userId: string): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('enablers as e')
    .innerJoin('enabler_schedules as s', 's.profile_id', 'e.id')
    .select('e.id')
    .where('e.user_id', '=', userId)
    .executeTakeFirst();
}

/** Her account's away-until date (null when she is not away or there is no such account). */
export async function findAwayUntil(db: Kysely<DB>, userId: string): Promise<string | null> {
  return (await db.selectFrom('users').select('away_until').where('id', '=', userId).executeTakeFirst())?.away_until ?? null;
}

export async function findSchedule(db: Kysely<DB>, profileId: number): Promise<ScheduleRow | undefined> {
  return db.selectFrom('enabler_schedules').selectAll().where('profile_id', '=', profileId).executeTakeFirst();
}

export async function saveSchedule(db: Kysely<DB>, profileId: number, schedule: EnablerSchedule, by: string, now: string): Promise<void> {
  const row = {
    time_zone: schedule.timeZone,
    weekly: JSON.stringify(schedule.weekly),
    overrides: JSON.stringify([...schedule.overrides].sort((a, b) => a.date.localeCompare(b.date))),
    session_minutes: JSON.stringify(schedule.sessionMinutes),
    buffer_minutes: schedule.bufferMinutes,
    minimum_notice_minutes: schedule.minimumNoticeMinutes,
    days_ahead: schedule.daysAhead,
    max_per_week: schedule.maxPerWeek,
    meeting_kind: schedule.meeting.kind,
    meeting_value: schedule.meeting.value,
    confirm_each: schedule.confirmEach ? 1 : 0,
    show_stats: schedule.showStats ? 1 : 0,
    updated_at: now,
    updated_by: by,
  };
  await db
    .insertInto('enabler_schedules')
    .values({ profile_id: profileId, ...row })
    .onConflict((conflict) => conflict.column('profile_id').doUpdateSet(row))
    .execute();
}

/** A profile as the booking pages need it: shown in the directory, and its account's away day and address. */
export interface BookableProfile {
  id: number;
  name: string;
  title: string;
  /** Her title in Malayalam, when her profile has one (decision 028). */
  titleMl: string | undefined;
  userId: string | null;
  userEmail: string | null;
  userName: string | null;
  userLocale: string | null;
  awayUntil: string | null;
  /** In the directory: not hidden, not in the trash. */
  shown: boolean;
  /** Shown, and linked to an active account. */
  active: boolean;
}

function profilesQuery(db: Kysely<DB>) {
  return db
    .selectFrom('enablers')
    .leftJoin('users', 'users.id', 'enablers.user_id')
    .select([
      'enablers.id',
      'enablers.name',
      'enablers.title',
      'enablers.ml',
      'enablers.hidden',
      'enablers.deleted_at',
      'users.id as user_id',
      'users.email',
      'users.name as user_name',
      'users.locale',
      'users.away_until',
      'users.status',
    ]);
}

type ProfileRow = NonNullable<Awaited<ReturnType<ReturnType<typeof profilesQuery>['executeTakeFirst']>>>;

export async function findProfile(db: Kysely<DB>, profileId: number): Promise<BookableProfile | undefined> {
  const row = await profilesQuery(db).where('enablers.id', '=', profileId).executeTakeFirst();
  return row ? profileOf(row) : undefined;
}

/** Every profile with a saved schedule, and its schedule (the cards' "Book a session", in one query). */
export async function profilesWithSchedules(db: Kysely<DB>): Promise<Array<{ profile: BookableProfile; schedule: ScheduleRow }>> {
  const rows = await profilesQuery(db).innerJoin('enabler_schedules as s', 's.profile_id', 'enablers.id').selectAll('s').execute();
  return rows.map((row) => ({ profile: profileOf(row), schedule: row }));
}

function profileOf(row: ProfileRow): BookableProfile {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    titleMl: parseTranslation<'title'>(row.ml).title,
    userId: row.user_id,
    userEmail: row.email,
    userName: row.user_name,
    userLocale: row.locale,
    awayUntil: row.away_until,
    shown: row.hidden === 0 && row.deleted_at === null,
    active: row.hidden === 0 && row.deleted_at === null && row.status === 'active',
  };
}

/**
 * What already holds her time between two instants: the units (ms) and the holding bookings per
 * week, leaving out holds that ran out (the scheduler clears them within a minute; until then
 * they are not busy).
 */
export async function heldBetween(
  db: Kysely<DB>,
  profileId: number,
  from: string,
  to: string,
  now: string,
  except?: string,
): Promise<{ held: Set<number>; perWeek: Map<string, number> }> {
  let units = db
    .selectFrom('session_units as u')
    .innerJoin('session_bookings as b', 'b.id', 'u.booking_id')
    .select('u.unit_start')
    .where('u.profile_id', '=', profileId)
    .where('u.unit_start', '>=', from)
    .where('u.unit_start', '<', to)
    .where((eb) => eb.or([eb('b.status', '!=', 'unconfirmed'), eb('b.hold_expires_at', '>', now)]));
  if (except) units = units.where('u.booking_id', '!=', except);
  let weeks = db
    .selectFrom('session_bookings')
    .select((eb) => ['week_key', eb.fn.countAll<string | number>().as('count')])
    .where('profile_id', '=', profileId)
    .where('week_place', 'is not', null)
    .where('starts_at', '>=', new Date(Date.parse(from) - 8 * 86_400_000).toISOString())
    .where('starts_at', '<', new Date(Date.parse(to) + 8 * 86_400_000).toISOString())
    .where((eb) => eb.or([eb('status', '!=', 'unconfirmed'), eb('hold_expires_at', '>', now)]))
    .groupBy('week_key');
  if (except) weeks = weeks.where('id', '!=', except);
  const [unitRows, weekRows] = await Promise.all([units.execute(), weeks.execute()]);
  return {
    held: new Set(unitRows.map((row) => Date.parse(row.unit_start))),
    perWeek: new Map(weekRows.map((row) => [row.week_key, Number(row.count)])),
  };
}

/** heldBetween for many profiles at once: each profile's held units and holding bookings per week. */
export async function heldOfProfiles(
  db: Kysely<DB>,
  profileIds: number[],
  from: string,
  to: string,
  now: string,
): Promise<Map<number, { held: Set<number>; perWeek: Map<string, number> }>> {
  const out = new Map(profileIds.map((id) => [id, { held: new Set<number>(), perWeek: new Map<string, number>() }]));
  if (profileIds.length === 0) return out;
  const live = (eb: ExpressionBuilder<DB, 'session_bookings'>) =>
    eb.or([eb('session_bookings.status', '!=', 'unconfirmed'), eb('session_bookings.hold_expires_at', '>', now)]);
  const [units, weeks] = await Promise.all([
    db
      .selectFrom('session_units')
      .innerJoin('session_bookings', 'session_bookings.id', 'session_units.booking_id')
      .select(['session_units.profile_id', 'session_units.unit_start'])
      .where('session_units.profile_id', 'in', profileIds)
      .where('session_units.unit_start', '>=', from)
      .where('session_units.unit_start', '<', to)
      .where(live)
      .execute(),
    db
      .selectFrom('session_bookings')
      .select((eb) => ['profile_id', 'week_key', eb.fn.countAll<string | number>().as('count')])
      .where('profile_id', 'in', profileIds)
      .where('week_place', 'is not', null)
      .where('starts_at', '>=', new Date(Date.parse(from) - 8 * 86_400_000).toISOString())
      .where('starts_at', '<', new Date(Date.parse(to) + 8 * 86_400_000).toISOString())
      .where(live)
      .groupBy(['profile_id', 'week_key'])
      .execute(),
  ]);
  for (const row of units) out.get(row.profile_id)?.held.add(Date.parse(row.unit_start));
  for (const row of weeks) out.get(row.profile_id)?.perWeek.set(row.week_key, Number(row.count));
  return out;
}

export async function findBooking(db: Kysely<DB>, id: string): Promise<BookingRow | undefined> {
  return db.selectFrom('session_bookings').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findBookingByToken(db: Kysely<DB>, tokenHash: string): Promise<BookingRow | undefined> {
  return db.selectFrom('session_bookings').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** The lowest of 1..limit not in `taken`, or undefined. */
function lowestFree(taken: number[], limit: number): number | undefined {
  const held = new Set(taken);
  for (let place = 1; place <= limit; place++) if (!held.has(place)) return place;
  return undefined;
}

/** A free place in her week (1 to her weekly limit), ignoring holds that ran out (released here first). */
export async function freeWeekPlace(trx: Kysely<DB>, profileId: number, weekKey: string, limit: number): Promise<number | undefined> {
  const rows = await trx
    .selectFrom('session_bookings')
    .select('week_place')
    .where('profile_id', '=', profileId)
    .where('week_key', '=', weekKey)
    .where('week_place', 'is not', null)
    .$narrowType<{ week_place: NotNull }>()
    .execute();
  return lowestFree(
    rows.map((row) => row.week_place),
    limit,
  );
}

/** A free place among the mentee's upcoming sessions (1 to the limit); places of sessions over are given up first. */
export async function freeMenteePlace(trx: Kysely<DB>, emailKey: string, limit: number, now: string): Promise<number | undefined> {
  await trx
    .updateTable('session_bookings')
    .set({ mentee_place: null })
    .where('email_key', '=', emailKey)
    .where('mentee_place', 'is not', null)
    .where('ends_at', '<=', now)
    .execute();
  const rows = await trx
    .selectFrom('session_bookings')
    .select('mentee_place')
    .where('email_key', '=', emailKey)
    .where('mentee_place', 'is not', null)
    .$narrowType<{ mentee_place: NotNull }>()
    .execute();
  return lowestFree(
    rows.map((row) => row.mentee_place),
    limit,
  );
}

/** A hold's holders cleared: what ends a hold (confirmed, expired, replaced, cancelled) sets. */
export const HOLD_ENDED = { hold_client_key: null, hold_client_place: null, hold_email_key: null, hold_email_place: null } as const;

/** The unconfirmed holds of a client or of an address across the club (expired ones too, not yet released), oldest first. */
export async function holdsOf(trx: Kysely<DB>, clientKey: string, emailKey: string): Promise<BookingRow[]> {
  return trx
    .selectFrom('session_bookings')
    .selectAll()
    .where('status', '=', 'unconfirmed')
    .where((eb) => eb.or([eb('hold_client_key', '=', clientKey), eb('hold_email_key', '=', emailKey)]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertBooking(trx: Kysely<DB>, booking: BookingRow): Promise<void> {
  await trx.insertInto('session_bookings').values(booking).execute();
}

/** Holds that ran out for a profile: released (units deleted, places given up, status expired). */
export async function releaseExpiredHolds(trx: Kysely<DB>, now: string, profileId?: number): Promise<BookingRow[]> {
  let query = trx.selectFrom('session_bookings').selectAll().where('status', '=', 'unconfirmed').where('hold_expires_at', '<=', now);
  if (profileId !== undefined) query = query.where('profile_id', '=', profileId);
  const expired = await query.limit(200).execute();
  for (const booking of expired) await releaseBooking(trx, booking.id, ['unconfirmed'], { status: 'expired', cancelled_by: 'system' }, now);
  return expired;
}

/**
 * Ends a booking's hold on time: its status changes (only from `from`), its units are deleted and
 * its places given up. False when it was no longer in one of `from` (someone else changed it first).
 */
export async function releaseBooking(
  trx: Kysely<DB>,
  id: string,
  from: readonly SessionStatus[],
  change: Partial<Pick<BookingRow, 'status' | 'cancelled_by' | 'cancel_note'>>,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('session_bookings')
    .set({ ...change, week_place: null, mentee_place: null, hold_expires_at: null, ...HOLD_ENDED, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await trx.deleteFrom('session_units').where('booking_id', '=', id).execute();
  return true;
}

export async function insertUnits(trx: Kysely<DB>, bookingId: string, profileId: number, units: number[]): Promise<void> {
  await trx
    .insertInto('session_units')
    .values(units.map((unit) => ({ booking_id: bookingId, profile_id: profileId, unit_start: new Date(unit).toISOString() })))
    .execute();
}

/** Which of the booking's unique indexes a violation is of (`hold`: a client's or an address's hold, issue 38). */
export function violatedPlace(error: unknown): 'units' | 'week' | 'mentee' | 'hold' | undefined {
  const { constraint, message } = error as { constraint?: unknown; message?: unknown };
  const text = `${typeof constraint === 'string' ? constraint : ''} ${typeof message === 'string' ? message : ''}`;
  if (/session_bookings_hold_|hold_client_key|hold_email_key/.test(text)) return 'hold';
  if (/session_units/.test(text)) return 'units';
  if (/session_bookings_week_idx|week_place/.test(text)) return 'week';
  if (/session_bookings_mentee_idx|mentee_place/.test(text)) return 'mentee';
  return undefined;
}
