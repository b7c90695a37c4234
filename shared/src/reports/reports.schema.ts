import { z } from 'zod';
import { addDays } from '../calendar/zoned-time';

/**
 * The club's reports (issue 43, docs/reports.md): each figure over a period of Asia/Kolkata days,
 * `from` and `to` included. The answers are computed by the server; these are their shapes.
 */

/** The period's refusals, the same for every report and the visits' figures (one period, one translation). */
export const periodMessages = {
  dayShape: 'Please give a day as YYYY-MM-DD.',
  fromAfterTo: 'The first day must not be after the last.',
  tooLong: 'The period may be at most three years.',
} as const;
const DAY_MESSAGE = periodMessages.dayShape;

/** A `YYYY-MM-DD` day that exists on the calendar (2026-02-30 does not). */
const reportDay = z.string({ error: DAY_MESSAGE }).refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value, {
  error: DAY_MESSAGE,
});

/** The longest period a report covers, in days (about three years). */
const MAX_DAYS = 3 * 366;

/** Days from `from` to `to`. */
function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` of every report and its CSV, and of the visits' figures: Asia/Kolkata days, both included.
 * Either may be left out: `from` then defaults to the first day of `to`'s month (this month's when
 * both are absent), `to` to the last day of `from`'s month.
 */
export const ReportPeriodQuery = z
  .object({ from: reportDay.optional(), to: reportDay.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, { error: periodMessages.fromAfterTo, path: ['from'] })
  .refine(({ from, to }) => !from || !to || daysBetween(from, to) < MAX_DAYS, {
    error: periodMessages.tooLong,
    path: ['to'],
  });
export type ReportPeriodQuery = z.infer<typeof ReportPeriodQuery>;

/** A period's days, Asia/Kolkata, both included. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** The first and last day of the month of `day`. */
function monthOf(day: string): ReportPeriod {
  const from = `${day.slice(0, 7)}-01`;
  const [year, month] = day.split('-').map(Number) as [number, number];
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from, to };
}

/**
 * The period a parsed query asks for, `today` (the Asia/Kolkata day) filling what it leaves out:
 * this month by default (to its last day, so "this month" is the same link all month).
 */
export function reportPeriodOf(query: ReportPeriodQuery, today: string): ReportPeriod {
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: monthOf(query.from).to };
  if (query.to) return { from: monthOf(query.to).from, to: query.to };
  return monthOf(today);
}

/** The kinds of report, each at `GET /api/staff/reports/<kind>` and `<kind>.csv`. */
export const reportKinds = ['help', 'members', 'newsletters', 'events', 'sessions', 'inquiries'] as const;
export type ReportKind = (typeof reportKinds)[number];

/** A count on one day of the period; a report's `days` list every day of the period, zeros included. */
export interface DayCount {
  date: string;
  count: number;
}

/**
 * Durations in hours (one decimal): how many were measured, their median and 90th percentile
 * (nearest rank); both null when none was.
 */
export interface DurationSummary {
  count: number;
  medianHours: number | null;
  p90Hours: number | null;
}

/** An average of 1..5 ratings (two decimals; null with none) and how many it is of. */
export interface RatingSummary {
  average: number | null;
  count: number;
}

/** A staff account as a report names it. */
export interface ReportPerson {
  _id: string;
  name: string;
}

// --- Help ------------------------------------------------------------------------------------

/** The help figures of one enabler: the cases that came in during the period and are assigned to her now. */
export interface HelpEnablerRow {
  enabler: ReportPerson;
  /** Cases of the period assigned to her now. */
  assigned: number;
  /** Of those, Completed now. */
  completed: number;
  /** From the request to the first message of an enabler or operator, of the cases that have one. */
  firstResponse: DurationSummary;
  /** Her cases of the period with no such message yet. */
  awaitingResponse: number;
  /** From the request to its completion, of the Completed ones. */
  resolution: DurationSummary;
  /** Her cases of the period that went past their deadline (open past it now, or completed after it). */
  pastDeadline: number;
  /** Ratings given during the period to cases assigned to her. */
  rating: RatingSummary;
}

/** `GET /api/staff/reports/help`: the help requests that came in during the period. */
export interface HelpReport {
  period: ReportPeriod;
  /** Requests in: cases created on each day. */
  requestsIn: { total: number; days: DayCount[] };
  /** From the request to the first message of an enabler or operator (in the thread), of the cases that have one. */
  firstResponse: DurationSummary;
  /** Cases of the period with no such message yet (not in `firstResponse`). */
  awaitingResponse: number;
  /** From the request to its completion (`completed_at`), of the cases of the period Completed now. */
  resolution: DurationSummary;
  /** Cases of the period not Completed now (not in `resolution`). */
  unresolved: number;
  /** Cases of the period past their deadline: `open` still open with the deadline passed, `completedLate` completed after it. */
  pastDeadline: { open: number; completedLate: number };
  /** Per enabler (the cases' assignee now), the most cases first; unassigned cases are in the totals only. */
  byEnabler: HelpEnablerRow[];
  /** Ratings given during the period: their average, count and how many of each star, 1 to 5. */
  ratings: RatingSummary & { distribution: { rating: 1 | 2 | 3 | 4 | 5; count: number }[] };
}

// --- Members ---------------------------------------------------------------------------------

/** One day of the members' report. */
export interface MembersDay {
  date: string;
  /** Memberships created that day (signed up). */
  joined: number;
  /** Memberships confirmed that day (followed the confirmation link). */
  confirmed: number;
  /** Memberships erased that day (the audit log's member-deleted lines). */
  left: number;
}

/** One vertical or interest: how many joined during the period, and how many members have it now. */
export interface MembersBreakdownRow {
  value: string;
  joined: number;
  members: number;
}

/** `GET /api/staff/reports/members`. */
export interface MembersReport {
  period: ReportPeriod;
  totals: { joined: number; confirmed: number; left: number };
  days: MembersDay[];
  /** Every vertical of the form's list, in its order. */
  byVertical: MembersBreakdownRow[];
  /** Every interest of the form's list, in its order (a member counts once for each she chose). */
  byInterest: MembersBreakdownRow[];
  /**
   * Now, of all members: `allowed` have e-mail permission and an address no mail server refused,
   * `failing` have permission but an address refused for good (mail_suppressions), `notAllowed`
   * gave none or unsubscribed.
   */
  emailReach: { members: number; allowed: number; failing: number; notAllowed: number };
}

// --- Newsletters -----------------------------------------------------------------------------

/** One newsletter whose sending started during the period. */
export interface NewsletterReportRow {
  _id: string;
  subject: string;
  /** When sending started, and finished (null while it goes on). */
  startedAt: string;
  finishedAt: string | null;
  /** Its recipients (frozen when sending started). */
  recipients: number;
  sent: number;
  failed: number;
  /** Recipients who unsubscribed with its link since. */
  unsubscribed: number;
}

/** `GET /api/staff/reports/newsletters`: no opens or clicks are tracked. */
export interface NewslettersReport {
  period: ReportPeriod;
  totals: { newsletters: number; recipients: number; sent: number; failed: number; unsubscribed: number };
  /** The first started first. */
  newsletters: NewsletterReportRow[];
}

// --- Events ----------------------------------------------------------------------------------

/** The registration figures of one event (or the totals). */
export interface EventFigures {
  /** Every registration made, cancelled and declined ones included. */
  registered: number;
  /** Holding a place now. */
  confirmed: number;
  /** In line for a place now (offered ones included). */
  waitlisted: number;
  checkedIn: number;
  /** Confirmed, not checked in, and the event has begun. */
  noShows: number;
}

/** One event that starts during the period. */
export interface EventReportRow extends EventFigures {
  _id: string;
  title: string;
  startsAt: string;
}

/** `GET /api/staff/reports/events`: events (not in the trash) starting during the period. */
export interface EventsReport {
  period: ReportPeriod;
  totals: EventFigures & { events: number };
  /** The first to start first. */
  events: EventReportRow[];
}

// --- Sessions --------------------------------------------------------------------------------

/** The session figures of one enabler (or the totals). */
export interface SessionFigures {
  /** Sessions starting during the period that were booked (requested, confirmed, declined or cancelled: not a hold that lapsed). */
  booked: number;
  /** Confirmed sessions that happened (an outcome says so, neither side reported a no-show). */
  held: number;
  /** Their minutes. */
  minutes: number;
  /** Confirmed sessions someone did not come to, by who did not. */
  noShows: { mentee: number; enabler: number };
  cancelled: number;
  /** The mentees' ratings of them. */
  rating: RatingSummary;
}

/** One enabler's profile and its sessions. */
export interface SessionsEnablerRow extends SessionFigures {
  enabler: { profileId: number; name: string };
}

/** `GET /api/staff/reports/sessions`: mentoring sessions starting during the period. */
export interface SessionsReport {
  period: ReportPeriod;
  totals: SessionFigures;
  /** The most booked first; only enablers with a booking. */
  byEnabler: SessionsEnablerRow[];
}

// --- Inquiries -------------------------------------------------------------------------------

/** The inquiry figures of one enabler (or the totals): inquiries sent during the period. */
export interface InquiryFigures {
  sent: number;
  /** Accepted now. */
  accepted: number;
  /** Declined now. */
  declined: number;
  /** From its sending to its first acceptance or decline. */
  answer: DurationSummary;
  /** Still New or Viewed (one the operators closed is neither answered nor unanswered). */
  unanswered: number;
}

/** One enabler profile's inquiries. */
export interface InquiriesEnablerRow extends InquiryFigures {
  enabler: { profileId: number; name: string };
}

/** `GET /api/staff/reports/inquiries`. */
export interface InquiriesReport {
  period: ReportPeriod;
  totals: InquiryFigures;
  days: DayCount[];
  /** The most inquiries first. */
  byEnabler: InquiriesEnablerRow[];
}

/** Each kind's answer. */
export interface ReportAnswers {
  help: HelpReport;
  members: MembersReport;
  newsletters: NewslettersReport;
  events: EventsReport;
  sessions: SessionsReport;
  inquiries: InquiriesReport;
}
