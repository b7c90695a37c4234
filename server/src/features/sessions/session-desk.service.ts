import { sessionMessages, type MemberSession, type SessionSummary, type StaffSession } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { findProfileIdOfAccount } from '../profiles/profile.service';
import { enablerLookup, menteeView } from './session-booking.service';
import * as bookings from './session-bookings.repository';
import type { SessionsContext } from './session-context';
import { menteeLink } from './session-mail';

/**
 * The lists of sessions (issue 31): an enabler's own, the operators' (all, or one enabler's), the
 * operators' summary (sessions, minutes mentored, ratings, no-shows; mentees who missed more than
 * once, shown and never acted on automatically), and a member's own bookings.
 */

const LIST_LIMIT = 500;

type Scope = bookings.BookingScope;

function staffSession(row: bookings.BookingWithEnabler): StaffSession {
  return {
    _id: row.id,
    status: row.status,
    start: row.starts_at,
    end: row.ends_at,
    durationMinutes: row.duration_minutes,
    topic: row.topic,
    menteeName: row.mentee_name,
    menteeEmail: row.mentee_email,
    menteeTimeZone: row.time_zone,
    enabler: { profileId: row.profile_id, name: row.enabler_name },
    ...(row.cancelled_by ? { cancelledBy: row.cancelled_by } : {}),
    ...(row.cancel_note ? { cancelNote: row.cancel_note } : {}),
    ...(row.enabler_outcome ? { enablerOutcome: row.enabler_outcome } : {}),
    ...(row.mentee_outcome ? { menteeOutcome: row.mentee_outcome } : {}),
    ...(row.rating !== null ? { rating: row.rating } : {}),
    ...(row.comment ? { comment: row.comment } : {}),
  };
}

export async function staffSessionOf(db: Kysely<DB>, id: string): Promise<StaffSession> {
  const row = await bookings.findBookingWithEnabler(db, id);
  if (!row) throw notFound(sessionMessages.sessionNotFound);
  return staffSession(row);
}

/** GET /api/enabler/sessions: hers, no one else's; an unlinked account has none. */
export async function enablerSessions(context: SessionsContext, userId: string, scope: Scope, now: Date): Promise<StaffSession[]> {
  const profileId = await findProfileIdOfAccount(context.database.db, userId);
  if (profileId === undefined) return [];
  // Holds still waiting for the visitor's address are not hers to see yet.
  return (await bookings.listBookings(context.database.db, scope, now.toISOString(), LIST_LIMIT, profileId))
    .filter((row) => row.status !== 'unconfirmed')
    .map(staffSession);
}

export async function operatorSessions(context: SessionsContext, scope: Scope, now: Date, profileId?: number): Promise<StaffSession[]> {
  return (await bookings.listBookings(context.database.db, scope, now.toISOString(), LIST_LIMIT, profileId)).map(staffSession);
}

const isNoShow = (outcome: string | null) => outcome === 'mentee-no-show' || outcome === 'enabler-no-show';

/** GET /api/operator/sessions/summary. A no-show counts once per session, by either woman's word. */
export async function sessionSummary(context: SessionsContext, now: Date): Promise<SessionSummary> {
  const stamp = now.toISOString();
  const rows = await bookings.listSummaryRows(context.database.db);
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
  const rows = await bookings.listBookingsOfAddress(db, email.toLowerCase(), 100);
  const enablers = enablerLookup(db);
  return Promise.all(
    rows.map(async (row) => ({
      ...(await menteeView(db, row, now, enablers)),
      bookingPath: `/sessions/booking#${menteeLink(context.secret, row.id).token}`,
    })),
  );
}
