import {
  reportPeriodOf,
  type DayCount,
  type DurationSummary,
  type EventsReport,
  type HelpEnablerRow,
  type HelpReport,
  type InquiriesReport,
  type InquiryFigures,
  type MembersReport,
  type NewslettersReport,
  type RatingSummary,
  type ReportPeriod,
  type ReportPeriodQuery,
  type SessionFigures,
  type SessionsReport,
  type User,
} from '@wfc/shared';
import { addDays, instantOf, localDateAt } from '@wfc/shared/calendar/zoned-time';
import type { Database } from '../../db/database';
import { assertRole } from '../../lib/permissions';
import * as repository from './reports.repository';
import type { InstantDay, InstantRange } from './reports.repository';

/** The zone every report's days are in. */
const REPORT_ZONE = 'Asia/Kolkata';

/** The period a query asks for, this month (in Asia/Kolkata) filling what it leaves out. */
function periodOf(query: ReportPeriodQuery, now: Date): ReportPeriod {
  return reportPeriodOf(query, localDateAt(now.getTime(), REPORT_ZONE));
}

/** A period's instants: from its first day's midnight in Asia/Kolkata to the midnight after its last day. */
function rangeOf(period: ReportPeriod): InstantRange {
  return {
    start: new Date(instantOf(period.from, 0, REPORT_ZONE)).toISOString(),
    end: new Date(instantOf(addDays(period.to, 1), 0, REPORT_ZONE)).toISOString(),
  };
}

/** Every day of the period with its instants (`rangeOf` of each day). */
function instantDaysOf(period: ReportPeriod): InstantDay[] {
  const days: InstantDay[] = [];
  for (let date = period.from; date <= period.to; date = addDays(date, 1)) days.push({ date, ...rangeOf({ from: date, to: date }) });
  return days;
}

/** Every day of the period with its count (zero when the map has none). */
function everyDay(period: ReportPeriod, counts: Map<string, number>): DayCount[] {
  const days: DayCount[] = [];
  for (let date = period.from; date <= period.to; date = addDays(date, 1)) days.push({ date, count: counts.get(date) ?? 0 });
  return days;
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** How many durations fell in each tenth of an hour (the repository's rounding), any order. */
interface TenthsCount {
  tenths: number;
  count: number;
}

/**
 * Count, median and 90th percentile (nearest rank: the value at rank ⌈p·n⌉ of the n durations
 * sorted), in hours to one decimal, from counts per tenth of an hour, walked in order. The tenths are
 * the durations rounded to the answer's precision, and rounding keeps their order: the figures are
 * those of the durations themselves, rounded.
 */
function summarizeTenths(counts: readonly TenthsCount[]): DurationSummary {
  const n = sum(counts.map((bucket) => bucket.count));
  if (n === 0) return { count: 0, medianHours: null, p90Hours: null };
  const sorted = [...counts].sort((a, b) => a.tenths - b.tenths);
  const rank = (p: number) => {
    const wanted = Math.max(1, Math.ceil(p * n));
    let seen = 0;
    for (const bucket of sorted) {
      seen += bucket.count;
      if (seen >= wanted) return bucket.tenths / 10;
    }
    return sorted.at(-1)!.tenths / 10;
  };
  return { count: n, medianHours: rank(0.5), p90Hours: rank(0.9) };
}

/** An average to two decimals (null with no ratings) and its count. */
function ratingOf(count: number, total: number): RatingSummary {
  return { average: count === 0 ? null : Math.round((total / count) * 100) / 100, count };
}

/** Groups values by a key. */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

// --- Help ------------------------------------------------------------------------------------

/** The help requests that came in during the period (docs/reports.md, Help). */
export async function getHelpReport(database: Database, query: ReportPeriodQuery, actor: User, now: Date): Promise<HelpReport> {
  assertRole(actor, 'admin', 'operator');
  const period = periodOf(query, now);
  const range = rangeOf(period);
  const { db, engine } = database;
  const [perDay, byAssignee, durations, ratings] = await Promise.all([
    repository.countCasesPerDay(db, instantDaysOf(period)),
    repository.countHelpCasesByAssignee(db, range, now.toISOString()),
    repository.countHelpDurations(db, engine, range),
    repository.countRatingsByAssignee(db, engine, range),
  ]);

  const responseSummary = (rows: typeof durations) => summarizeTenths(rows.filter((row) => row.kind === 'response'));
  const resolutionSummary = (rows: typeof durations) => summarizeTenths(rows.filter((row) => row.kind === 'resolution'));
  const durationsOf = groupBy(durations, (row) => row.assignedTo);
  const ratingsOf = groupBy(ratings, (row) => row.assignedTo);
  const assignees = byAssignee.flatMap((row) => (row.assignedTo === null ? [] : [row.assignedTo]));
  const names = await repository.findUserNames(db, assignees);

  const byEnabler: HelpEnablerRow[] = byAssignee
    .flatMap((row) => (row.assignedTo === null ? [] : [{ ...row, assignedTo: row.assignedTo }]))
    .map((row) => {
      const own = durationsOf.get(row.assignedTo) ?? [];
      const firstResponse = responseSummary(own);
      const rated = ratingsOf.get(row.assignedTo) ?? [];
      return {
        enabler: { _id: row.assignedTo, name: names.get(row.assignedTo) ?? '' },
        assigned: row.cases,
        completed: row.completed,
        firstResponse,
        awaitingResponse: row.cases - firstResponse.count,
        resolution: resolutionSummary(own),
        pastDeadline: row.openLate + row.completedLate,
        rating: ratingOf(sum(rated.map((r) => r.count)), sum(rated.map((r) => r.rating * r.count))),
      };
    })
    .sort((a, b) => b.assigned - a.assigned || a.enabler.name.localeCompare(b.enabler.name));

  const total = sum(byAssignee.map((row) => row.cases));
  const firstResponse = responseSummary(durations);
  const resolution = resolutionSummary(durations);
  const stars = ([1, 2, 3, 4, 5] as const).map((rating) => ({
    rating,
    count: sum(ratings.filter((row) => row.rating === rating).map((row) => row.count)),
  }));
  return {
    period,
    requestsIn: { total, days: everyDay(period, perDay) },
    firstResponse,
    awaitingResponse: total - firstResponse.count,
    resolution,
    unresolved: total - resolution.count,
    pastDeadline: { open: sum(byAssignee.map((row) => row.openLate)), completedLate: sum(byAssignee.map((row) => row.completedLate)) },
    byEnabler,
    ratings: {
      ...ratingOf(sum(stars.map((star) => star.count)), sum(stars.map((star) => star.rating * star.count))),
      distribution: stars,
    },
  };
}

// --- Members ---------------------------------------------------------------------------------

/** Members who joined, confirmed and left during the period; by vertical and interest; e-mail reach now. */
export async function getMembersReport(database: Database, query: ReportPeriodQuery, actor: User, now: Date): Promise<MembersReport> {
  assertRole(actor, 'admin', 'operator');
  const period = periodOf(query, now);
  const range = rangeOf(period);
  const { db, engine } = database;
  const [perDay, byVertical, byInterest, emailReach] = await Promise.all([
    repository.countMembershipsPerDay(db, engine, range),
    repository.countMembershipsByVertical(db, range),
    repository.countMembershipsByInterest(db, engine, range),
    repository.countEmailReach(db),
  ]);
  const joined = everyDay(period, perDay.joined);
  const confirmed = everyDay(period, perDay.confirmed);
  const left = everyDay(period, perDay.left);
  const days = joined.map((day, index) => ({
    date: day.date,
    joined: day.count,
    confirmed: confirmed[index]!.count,
    left: left[index]!.count,
  }));
  const breakdown = (values: string[], counts: Map<string, { members: number; joined: number }>) =>
    values.map((value) => ({ value, joined: counts.get(value)?.joined ?? 0, members: counts.get(value)?.members ?? 0 }));
  return {
    period,
    totals: {
      joined: sum(days.map((day) => day.joined)),
      confirmed: sum(days.map((day) => day.confirmed)),
      left: sum(days.map((day) => day.left)),
    },
    days,
    byVertical: breakdown(repository.verticalValues, byVertical),
    byInterest: breakdown([...byInterest.keys()], byInterest),
    emailReach,
  };
}

// --- Newsletters -----------------------------------------------------------------------------

/** Each newsletter whose sending started during the period: recipients, sent, failed, unsubscribed since. */
export async function getNewslettersReport(
  database: Database,
  query: ReportPeriodQuery,
  actor: User,
  now: Date,
): Promise<NewslettersReport> {
  assertRole(actor, 'admin', 'operator');
  const period = periodOf(query, now);
  const newsletters = await repository.listNewsletterFigures(database.db, rangeOf(period));
  return {
    period,
    totals: {
      newsletters: newsletters.length,
      recipients: sum(newsletters.map((row) => row.recipients)),
      sent: sum(newsletters.map((row) => row.sent)),
      failed: sum(newsletters.map((row) => row.failed)),
      unsubscribed: sum(newsletters.map((row) => row.unsubscribed)),
    },
    newsletters,
  };
}

// --- Events ----------------------------------------------------------------------------------

/** Each event starting during the period: registered, confirmed, waitlisted, checked in, no-shows. */
export async function getEventsReport(database: Database, query: ReportPeriodQuery, actor: User, now: Date): Promise<EventsReport> {
  assertRole(actor, 'admin', 'operator');
  const period = periodOf(query, now);
  const events = await repository.listEventFigures(database.db, rangeOf(period), now.toISOString());
  return {
    period,
    totals: {
      events: events.length,
      registered: sum(events.map((row) => row.registered)),
      confirmed: sum(events.map((row) => row.confirmed)),
      waitlisted: sum(events.map((row) => row.waitlisted)),
      checkedIn: sum(events.map((row) => row.checkedIn)),
      noShows: sum(events.map((row) => row.noShows)),
    },
    events,
  };
}

// --- Sessions --------------------------------------------------------------------------------

/** Per enabler, the mentoring sessions starting during the period. */
export async function getSessionsReport(database: Database, query: ReportPeriodQuery, actor: User, now: Date): Promise<SessionsReport> {
  assertRole(actor, 'admin', 'operator');
  const period = periodOf(query, now);
  const rows = await repository.countSessionsByProfile(database.db, rangeOf(period), now.toISOString());
  const names = await repository.findProfileNames(
    database.db,
    rows.map((row) => row.profileId),
  );
  const figuresOf = (row: (typeof rows)[number]): SessionFigures => ({
    booked: row.booked,
    held: row.held,
    minutes: row.minutes,
    noShows: { mentee: row.menteeNoShows, enabler: row.enablerNoShows },
    cancelled: row.cancelled,
    rating: ratingOf(row.ratings, row.ratingSum),
  });
  const byEnabler = rows
    .map((row) => ({ enabler: { profileId: row.profileId, name: names.get(row.profileId) ?? '' }, ...figuresOf(row) }))
    .sort((a, b) => b.booked - a.booked || a.enabler.name.localeCompare(b.enabler.name));
  const total = (pick: (row: (typeof rows)[number]) => number) => sum(rows.map(pick));
  return {
    period,
    totals: figuresOf({
      profileId: 0,
      booked: total((row) => row.booked),
      held: total((row) => row.held),
      minutes: total((row) => row.minutes),
      menteeNoShows: total((row) => row.menteeNoShows),
      enablerNoShows: total((row) => row.enablerNoShows),
      cancelled: total((row) => row.cancelled),
      ratings: total((row) => row.ratings),
      ratingSum: total((row) => row.ratingSum),
    }),
    byEnabler,
  };
}

// --- Inquiries -------------------------------------------------------------------------------

/** The inquiries sent during the period: accepted, declined, time to answer; by enabler. */
export async function getInquiriesReport(database: Database, query: ReportPeriodQuery, actor: User, now: Date): Promise<InquiriesReport> {
  assertRole(actor, 'admin', 'operator');
  const period = periodOf(query, now);
  const range = rangeOf(period);
  const { db, engine } = database;
  const [perDay, byProfile, answers] = await Promise.all([
    repository.countInquiriesPerDay(db, engine, range),
    repository.countInquiriesByProfile(db, range),
    repository.countInquiryAnswerTenths(db, engine, range),
  ]);
  const hoursOf = groupBy(answers, (row) => row.profileId);
  const byEnabler = byProfile
    .map((row): InquiriesReport['byEnabler'][number] => ({
      enabler: { profileId: row.profileId, name: row.name ?? '' },
      sent: row.sent,
      accepted: row.accepted,
      declined: row.declined,
      unanswered: row.unanswered,
      answer: summarizeTenths(hoursOf.get(row.profileId) ?? []),
    }))
    .sort((a, b) => b.sent - a.sent || a.enabler.name.localeCompare(b.enabler.name));
  const totals: InquiryFigures = {
    sent: sum(byProfile.map((row) => row.sent)),
    accepted: sum(byProfile.map((row) => row.accepted)),
    declined: sum(byProfile.map((row) => row.declined)),
    unanswered: sum(byProfile.map((row) => row.unanswered)),
    answer: summarizeTenths(answers),
  };
  return { period, totals, days: everyDay(period, perDay), byEnabler };
}
