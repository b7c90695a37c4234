import type { MemberSession, SessionOutcome, SessionSummary, StaffSession } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { findProfileIdOfAccount } from '../profiles/profile.repository';
import { enablerLookup, menteeView } from './session-booking.service';
import type { SessionsContext } from './session-context';
import { menteeLink } from './session-mail';
import type { BookingRow } from './sessions.repository';

/**
 * The lists of sessions (issue 31): an enabler's own, the operators' (all, or one enabler's), the
 * operators' summary (sessions, minutes mentored, ratings, no-shows; mentees who missed more than
 * once, shown and never acted on automatically), and a member's own bookings.
 */

const LIST_LIMIT = 500;

type Scope = 'upcoming' | 'past';

async function bookings(
  db: Kysely<DB>,
  scope: Scope,
  now: Date,
  profileId?: number,
): Promise<Array<BookingRow & { enabler_name: string }>> {
  const stamp = now.toISOString();
  let query = db
    .selectFrom('session_bookings as b')
    .innerJoin('enablers as e', 'e.id', 'b.profile_id')
    .selectAll('b')
    .select('e.name as enabler_name');
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
  return query.orderBy('b.id').limit(LIST_LIMIT).execute();
}

function staffSession(row: BookingRow & { enabler_name: string }): StaffSession {
  return {
    _id: row.id,
    status: row.status as StaffSession['status'],
    start: row.starts_at,
    end: row.ends_at,
    durationMinutes: row.duration_minutes,
    topic: row.topic,
    menteeName: row.mentee_name,
    menteeEmail: row.mentee_email,
    menteeTimeZone: row.time_zone,
    enabler: { profileId: row.profile_id, name: row.enabler_name },
    ...(row.cancelled_by ? { cancelledBy: row.cancelled_by as NonNullable<StaffSession['cancelledBy']> } : {}),
    ...(row.cancel_note ? { cancelNote: row.cancel_note } : {}),
    ...(row.enabler_outcome ? { enablerOutcome: row.enabler_outcome as SessionOutcome } : {}),
    ...(row.mentee_outcome ? { menteeOutcome: row.mentee_outcome as SessionOutcome } : {}),
    ...(row.rating !== null ? { rating: row.rating } : {}),
    ...(row.comment ? { comment: row.comment } : {}),
  };
}

export async function staffSessionOf(db: Kysely<DB>, id: string): Promise<StaffSession> {
  const row = await db
    .selectFrom('session_bookings as b')
    .innerJoin('enablers as e', 'e.id', 'b.profile_id')
    .selectAll('b')
    .select('e.name as enabler_name')
    .where('b.id', '=', id)
    .executeTakeFirstOrThrow();
  return staffSession(row);
}

/** GET /api/enabler/sessions: hers, no one else's; an unlinked account has none. */
export async function enablerSessions(context: SessionsContext, userId: string, scope: Scope, now: Date): Promise<StaffSession[]> {
  const profileId = await findProfileIdOfAccount(context.database.db, userId);
  if (profileId === undefined) return [];
  // Holds still waiting for the visitor's address are not hers to see yet.
  return (await bookings(context.database.db, scope, now, profileId)).filter((row) => row.status !== 'unconfirmed').map(staffSession);
}

export async function operatorSessions(context: SessionsContext, scope: Scope, now: Date, profileId?: number): Promise<StaffSession[]> {
  return (await bookings(context.database.db, scope, now, profileId)).map(staffSession);
}

const isNoShow = (outcome: string | null) => outcome === 'mentee-no-show' || outcome === 'enabler-no-show';

/** GET /api/operator/sessions/summary. A no-show counts once per session, by either woman's word. */
export async function sessionSummary(context: SessionsContext, now: Date): Promise<SessionSummary> {
  const db = context.database.db;
  const stamp = now.toISOString();
  const rows = await db
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
  const enablers = new Map<number, SessionSummary['enablers'][number] & { ratingSum: number }>();
  const missed = new Map<string, { name: string; email: string; count: number; last: string }>();
  for (const row of rows) {
    const entry = enablers.get(row.profile_id) ?? {
      profileId: row.profile_id,
      name: row.name,
      upcoming: 0,
      sessions: 0,
      minutes: 0,
      ratings: 0,
      ratingAverage: null,
      menteeNoShows: 0,
      enablerNoShows: 0,
      ratingSum: 0,
    };
    enablers.set(row.profile_id, entry);
    if (row.ends_at > stamp) {
      entry.upcoming += 1;
      continue;
    }
    if (row.status !== 'confirmed') continue;
    const outcomes = [row.enabler_outcome, row.mentee_outcome];
    if (outcomes.includes('mentee-no-show')) {
      entry.menteeNoShows += 1;
      const mentee = missed.get(row.email_key) ?? { name: row.mentee_name, email: row.mentee_email, count: 0, last: row.starts_at };
      mentee.count += 1;
      if (row.starts_at > mentee.last) mentee.last = row.starts_at;
      missed.set(row.email_key, mentee);
    } else if (outcomes.includes('enabler-no-show')) entry.enablerNoShows += 1;
    if (!outcomes.some(isNoShow)) {
      entry.sessions += 1;
      entry.minutes += row.duration_minutes;
    }
    if (row.rating !== null) {
      entry.ratings += 1;
      entry.ratingSum += row.rating;
    }
  }
  return {
    enablers: [...enablers.values()]
      .map(({ ratingSum, ...entry }) => ({
        ...entry,
        ratingAverage: entry.ratings > 0 ? Math.round((ratingSum / entry.ratings) * 10) / 10 : null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    repeatedNoShows: [...missed.values()]
      .filter((mentee) => mentee.count > 1)
      .sort((a, b) => b.count - a.count || b.last.localeCompare(a.last)),
  };
}

/** GET /api/member/sessions: the bookings made with her address, latest first, each with her own page's path. */
export async function memberSessions(context: SessionsContext, email: string, now: Date): Promise<MemberSession[]> {
  const db = context.database.db;
  const rows = await db
    .selectFrom('session_bookings')
    .selectAll()
    .where('email_key', '=', email.toLowerCase())
    .orderBy('starts_at', 'desc')
    .limit(100)
    .execute();
  const enablers = enablerLookup(db);
  return Promise.all(
    rows.map(async (row) => ({
      ...(await menteeView(db, row, now, enablers)),
      bookingPath: `/sessions/booking#${menteeLink(context.secret, row.id).token}`,
    })),
  );
}
