import {
  DEFAULT_SESSION_ZONE,
  sessionMessages,
  type BookableEnablers,
  type BookingOptions,
  type EnablerSchedule,
  type Locale,
  type Slot,
  type StoredSchedule,
} from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { findProfileIdOfAccount } from '../profiles/profile.service';
import * as bookings from './session-bookings.repository';
import type { SessionsContext } from './session-context';
import * as repository from './sessions.repository';
import { computeSlots } from './slots';

/**
 * An enabler's schedule and what it gives (issue 31): her own GET and PUT, the booking page's
 * options, the free slots, and who is bookable at all (the cards' "Book a session").
 */

/** What she sees before her first save: Monday to Friday, 10:00 to 12:00 in Kerala. */
const defaultSchedule: EnablerSchedule = {
  timeZone: DEFAULT_SESSION_ZONE,
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '10:00', end: '12:00' })),
  overrides: [],
  sessionMinutes: [30],
  bufferMinutes: 15,
  minimumNoticeMinutes: 24 * 60,
  daysAhead: 28,
  maxPerWeek: 3,
  meeting: { kind: 'link', value: 'https://' },
  confirmEach: false,
  showStats: false,
};

export async function readOwnSchedule(context: SessionsContext, userId: string): Promise<StoredSchedule> {
  const db = context.database.db;
  const profileId = (await findProfileIdOfAccount(db, userId)) ?? null;
  const row = profileId === null ? undefined : await repository.findSchedule(db, profileId);
  return {
    ...(row ? repository.scheduleOf(row) : defaultSchedule),
    saved: row !== undefined,
    profileId,
    awayUntil: await repository.findAwayUntil(db, userId),
  };
}

export async function saveOwnSchedule(
  context: SessionsContext,
  userId: string,
  schedule: EnablerSchedule,
  now: Date,
): Promise<StoredSchedule> {
  const db = context.database.db;
  const profileId = await findProfileIdOfAccount(db, userId);
  if (profileId === undefined) throw new AppError(409, 'SESSION_NO_PROFILE', sessionMessages.noProfile);
  await repository.saveSchedule(db, profileId, schedule, userId, now.toISOString());
  return readOwnSchedule(context, userId);
}

export interface Bookable {
  profile: repository.BookableProfile;
  schedule: EnablerSchedule;
}

/** The profile and its schedule when she takes bookings: linked to an active account, shown, with a saved schedule. */
export async function bookableProfile(db: Kysely<DB>, profileId: number): Promise<Bookable | undefined> {
  const profile = await repository.findProfile(db, profileId);
  if (!profile || !profile.active || profile.userId === null) return undefined;
  const row = await repository.findSchedule(db, profileId);
  return row ? { profile, schedule: repository.scheduleOf(row) } : undefined;
}

/** The length asked for, when she offers it (her first when none is asked). */
export function lengthOf(schedule: EnablerSchedule, asked: number | undefined): number {
  const length = asked ?? schedule.sessionMinutes[0]!;
  if (!(schedule.sessionMinutes as number[]).includes(length))
    throw badRequest(sessionMessages.lengthUnavailable, { durationMinutes: sessionMessages.lengthUnavailable });
  return length;
}

/** Her free slots of `duration` starting in [from, to); `except` leaves one booking's own hold out (a reschedule). */
export async function freeSlots(
  db: Kysely<DB>,
  bookable: Bookable,
  duration: number,
  from: number,
  to: number,
  now: Date,
  except?: string,
  limit?: number,
): Promise<Slot[]> {
  const day = 86_400_000;
  const { held, perWeek } = await repository.heldBetween(
    db,
    bookable.profile.id,
    new Date(from - day).toISOString(),
    new Date(to + day).toISOString(),
    now.toISOString(),
    except,
  );
  return computeSlots({
    rules: bookable.schedule,
    durationMinutes: duration,
    from,
    to,
    now: now.getTime(),
    awayUntil: bookable.profile.awayUntil,
    held,
    perWeek,
    ...(limit === undefined ? {} : { limit }),
  });
}

export async function slotsOf(
  context: SessionsContext,
  profileId: number,
  query: { from: string; to: string; duration?: number | undefined },
  now: Date,
): Promise<Slot[]> {
  const db = context.database.db;
  const bookable = await bookableProfile(db, profileId);
  if (!bookable) {
    if (!(await repository.findProfile(db, profileId))?.shown) throw notFound(sessionMessages.enablerNotFound);
    return [];
  }
  return freeSlots(db, bookable, lengthOf(bookable.schedule, query.duration), Date.parse(query.from), Date.parse(query.to), now);
}

export async function bookingOptions(context: SessionsContext, profileId: number, locale: Locale, now: Date): Promise<BookingOptions> {
  const db = context.database.db;
  const profile = await repository.findProfile(db, profileId);
  if (!profile?.shown) throw notFound(sessionMessages.enablerNotFound);
  const bookable = await bookableProfile(db, profileId);
  const schedule = bookable?.schedule ?? defaultSchedule;
  const stats = bookable?.schedule.showStats
    ? ((await bookings.happenedStats(db, [profileId], now.toISOString())).get(profileId) ?? { sessions: 0, minutes: 0 })
    : undefined;
  return {
    profileId,
    name: profile.name,
    // In the answer's language: her Malayalam title where she has one (decision 028, issue 38).
    title: (locale === 'ml' ? profile.titleMl : undefined) ?? profile.title,
    timeZone: schedule.timeZone,
    sessionMinutes: schedule.sessionMinutes,
    meetingKind: schedule.meeting.kind,
    confirmEach: schedule.confirmEach,
    daysAhead: schedule.daysAhead,
    bookable: bookable !== undefined && (await hasFreeSlot(db, bookable, now)),
    ...(stats ? { stats } : {}),
  };
}

async function hasFreeSlot(db: Kysely<DB>, bookable: Bookable, now: Date): Promise<boolean> {
  const length = Math.min(...bookable.schedule.sessionMinutes);
  const to = now.getTime() + bookable.schedule.daysAhead * 86_400_000;
  return (await freeSlots(db, bookable, length, now.getTime(), to, now, undefined, 1)).length > 0;
}

/**
 * GET /api/enablers/bookable: profiles with a free slot in their window, and the stats of those who
 * show them. Three queries for every enabler at once (profiles with schedules, time held, stats),
 * then each one's slots until the first free one.
 */
export async function bookableEnablers(context: SessionsContext, now: Date): Promise<BookableEnablers> {
  const db = context.database.db;
  const candidates = (await repository.profilesWithSchedules(db)).filter(({ profile }) => profile.active && profile.userId !== null);
  const days = Math.max(0, ...candidates.map(({ schedule }) => schedule.days_ahead));
  const from = now.getTime();
  const to = from + days * 86_400_000;
  const held = await repository.heldOfProfiles(
    db,
    candidates.map(({ profile }) => profile.id),
    new Date(from - 86_400_000).toISOString(),
    new Date(to + 86_400_000).toISOString(),
    now.toISOString(),
  );
  const profileIds: number[] = [];
  const showing: number[] = [];
  for (const { profile, schedule: row } of candidates) {
    const schedule = repository.scheduleOf(row);
    const time = held.get(profile.id) ?? { held: new Set<number>(), perWeek: new Map<string, number>() }; // none held
    const free = computeSlots({
      rules: schedule,
      durationMinutes: Math.min(...schedule.sessionMinutes),
      from,
      to,
      now: from,
      awayUntil: profile.awayUntil,
      held: time.held,
      perWeek: time.perWeek,
      limit: 1,
    });
    if (free.length === 0) continue;
    profileIds.push(profile.id);
    if (schedule.showStats) showing.push(profile.id);
  }
  const stats = await bookings.happenedStats(db, showing, now.toISOString());
  return {
    profileIds: profileIds.sort((a, b) => a - b),
    stats: Object.fromEntries(showing.map((id) => [String(id), stats.get(id) ?? { sessions: 0, minutes: 0 }])),
  };
}
