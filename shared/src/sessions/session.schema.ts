import { z } from 'zod';
import { emailField, nameField } from '../fields';
import { sessionMessages } from './session.messages';

export * from './session.messages';

/**
 * Sessions with enablers (issue 31, decision 033): an enabler's schedule, the free slots it gives,
 * bookings with calendar invitations, reminders and feedback. docs/api.md "Sessions" has the routes;
 * docs/sessions.md what a person sees and the rules.
 */

/** The lengths a session may have. */
export const SESSION_LENGTHS = [30, 45, 60] as const;
export type SessionLength = (typeof SESSION_LENGTHS)[number];
/** Bookings hold time in units of 15 minutes (her hours, buffers and slot starts fall on them). */
export const SESSION_UNIT_MINUTES = 15;
export const BUFFER_CHOICES = [0, 15, 30, 45, 60] as const;
/** How long a visitor who is not signed in has to confirm her address; the time is held meanwhile. */
export const SESSION_HOLD_MINUTES = 15;
/** Upcoming sessions one mentee may hold across the club's enablers (SESSION_MENTEE_LIMIT). */
export const DEFAULT_MENTEE_LIMIT = 2;
/** The most days the slots route answers at once. */
export const MAX_SLOT_RANGE_DAYS = 42;
export const MAX_TOPIC = 1000;
export const MAX_SESSION_NOTE = 1000;
export const DEFAULT_SESSION_ZONE = 'Asia/Kolkata';
/** How a page shows hours: h12 (2:30 PM) or h23 (14:30); a booking keeps hers for her e-mails. */
export const HOUR_CYCLES = ['h12', 'h23'] as const;
export type HourCycle = (typeof HOUR_CYCLES)[number];

/** Whether the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneField = z.string({ error: sessionMessages.badTimeZone }).refine(isTimeZone, { error: sessionMessages.badTimeZone });

/** "HH:MM" on a quarter hour; "24:00" ends a day. */
const clock = z
  .string({ error: 'Please enter a time as HH:MM.' })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'Please enter a time as HH:MM.' })
  .refine((value) => Number(value.slice(3)) % SESSION_UNIT_MINUTES === 0, { error: sessionMessages.quarterHour });

export function minutesOfClock(value: string): number {
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3));
}

export const HourRange = z
  .object({ start: clock, end: clock })
  .refine((range) => minutesOfClock(range.end) > minutesOfClock(range.start), { error: sessionMessages.endBeforeStart, path: ['end'] });
export type HourRange = z.infer<typeof HourRange>;

export const WeeklyHours = z
  .object({ weekday: z.number({ error: 'Please choose a day.' }).int().min(1).max(7), start: clock, end: clock })
  .refine((range) => minutesOfClock(range.end) > minutesOfClock(range.start), { error: sessionMessages.endBeforeStart, path: ['end'] });
export type WeeklyHours = z.infer<typeof WeeklyHours>;

/** One day unlike her week: no hours (a day off) or these hours instead of the week's. */
export const DateOverride = z.object({
  date: z.iso.date({ error: 'Please enter a date.' }),
  hours: z.array(HourRange).max(6),
});
export type DateOverride = z.infer<typeof DateOverride>;

export const meetingKinds = ['link', 'phone', 'place'] as const;
export type MeetingKind = (typeof meetingKinds)[number];
export const Meeting = z
  .object({
    kind: z.enum(meetingKinds, { error: 'Please choose how you meet.' }),
    value: z.string({ error: 'Please say where or how to meet.' }).trim().min(1, { error: 'Please say where or how to meet.' }).max(500),
  })
  .superRefine((meeting, context) => {
    if (meeting.kind === 'link' && !/^https:\/\/[^\s]+$/.test(meeting.value)) {
      context.addIssue({ code: 'custom', path: ['value'], message: 'Please enter your meeting link, starting with https://.' });
    }
  });
export type Meeting = z.infer<typeof Meeting>;

function overlapsWithin<T extends { start: string; end: string }>(ranges: T[]): boolean {
  const sorted = [...ranges].sort((a, b) => minutesOfClock(a.start) - minutesOfClock(b.start));
  return sorted.some((range, index) => index > 0 && minutesOfClock(range.start) < minutesOfClock(sorted[index - 1]!.end));
}

/** PUT /api/enabler/schedule: everything that decides her free slots. */
export const EnablerSchedule = z
  .object({
    timeZone: timeZoneField,
    weekly: z.array(WeeklyHours).max(35),
    overrides: z.array(DateOverride).max(100).default([]),
    sessionMinutes: z
      .array(
        z.union(
          SESSION_LENGTHS.map((length) => z.literal(length)),
          { error: sessionMessages.lengthUnavailable },
        ),
      )
      .min(1, { error: 'Please offer at least one session length.' })
      .refine((lengths) => new Set(lengths).size === lengths.length, { error: 'Each length once, please.' }),
    bufferMinutes: z.union(
      BUFFER_CHOICES.map((minutes) => z.literal(minutes)),
      { error: 'Please choose a buffer of 0, 15, 30, 45 or 60 minutes.' },
    ),
    minimumNoticeMinutes: z
      .number({ error: 'Please enter the notice in minutes.' })
      .int()
      .min(0)
      .max(14 * 24 * 60, { error: 'The notice may be at most 14 days.' }),
    daysAhead: z
      .number({ error: 'Please enter how many days ahead.' })
      .int()
      .min(1, { error: 'Bookings must open at least 1 day ahead.' })
      .max(90, { error: 'Bookings may open at most 90 days ahead.' }),
    maxPerWeek: z
      .number({ error: 'Please enter how many sessions a week.' })
      .int()
      .min(1, { error: 'Please allow at least 1 session a week.' })
      .max(40, { error: 'At most 40 sessions a week.' }),
    meeting: Meeting,
    confirmEach: z.boolean({ error: 'Please choose whether you confirm each booking.' }),
    /** "N sessions · M minutes mentored" on her card. */
    showStats: z.boolean().default(false),
  })
  .superRefine((schedule, context) => {
    for (let weekday = 1; weekday <= 7; weekday++) {
      if (overlapsWithin(schedule.weekly.filter((range) => range.weekday === weekday)))
        context.addIssue({ code: 'custom', path: ['weekly'], message: sessionMessages.hoursOverlap });
    }
    schedule.overrides.forEach((override, index) => {
      if (overlapsWithin(override.hours))
        context.addIssue({ code: 'custom', path: ['overrides', index, 'hours'], message: sessionMessages.hoursOverlap });
    });
    if (new Set(schedule.overrides.map((override) => override.date)).size !== schedule.overrides.length) {
      context.addIssue({ code: 'custom', path: ['overrides'], message: 'Each date may be changed once.' });
    }
  });
export type EnablerSchedule = z.infer<typeof EnablerSchedule>;

/** GET and PUT /api/enabler/schedule answer: what is stored (defaults before her first save). */
export type StoredSchedule = EnablerSchedule & {
  /** False until she saves one: nobody can book her before. */
  saved: boolean;
  /** Her directory profile; null while none is linked (she cannot save then). */
  profileId: number | null;
  /** Her "away until" day (availability): no slots before it. */
  awayUntil: string | null;
};

export interface Slot {
  start: string;
  end: string;
}

/** GET /api/enablers/:profileId/slots: from and to ISO instants, at most 42 days apart; duration one of hers (default her first). */
export const SlotsQuery = z
  .object({
    from: z.iso.datetime({ offset: true, error: sessionMessages.badRange }),
    to: z.iso.datetime({ offset: true, error: sessionMessages.badRange }),
    duration: z.coerce.number().int().optional(),
  })
  .refine(
    (query) =>
      Date.parse(query.to) > Date.parse(query.from) && Date.parse(query.to) - Date.parse(query.from) <= MAX_SLOT_RANGE_DAYS * 86_400_000,
    {
      error: sessionMessages.badRange,
      path: ['to'],
    },
  );
export type SlotsQuery = z.infer<typeof SlotsQuery>;

/** GET /api/enablers/:profileId/booking: what the booking page shows before the slots. */
export interface BookingOptions {
  profileId: number;
  name: string;
  title: string;
  /** Her zone, for "her time" beside the visitor's. */
  timeZone: string;
  sessionMinutes: SessionLength[];
  meetingKind: MeetingKind;
  confirmEach: boolean;
  daysAhead: number;
  /** Whether she takes bookings now (a saved schedule with hours, not away, linked, visible). */
  bookable: boolean;
  /** Shown when she chose to: sessions that happened and their minutes. */
  stats?: SessionStats;
}

export interface SessionStats {
  sessions: number;
  minutes: number;
}

/** GET /api/enablers/bookable: the profiles with a free slot in their booking window. */
export interface BookableEnablers {
  profileIds: number[];
  /** Per profile that shows them: its "N sessions · M minutes mentored". */
  stats: Record<string, SessionStats>;
}

/** POST /api/enablers/:profileId/bookings. */
export const BookingBody = z.object({
  start: z.iso.datetime({ offset: true, error: sessionMessages.slotUnavailable }),
  durationMinutes: z.number({ error: sessionMessages.lengthUnavailable }).int(),
  name: nameField(),
  email: emailField(),
  topic: z
    .string({ error: 'Please tell her what you would like to talk about.' })
    .trim()
    .min(1, { error: 'Please tell her what you would like to talk about.' })
    .max(MAX_TOPIC, { error: `Please keep it to ${MAX_TOPIC} characters.` }),
  /** The visitor's zone, for the times in her e-mails; the club's when absent. */
  timeZone: timeZoneField.optional(),
  /** The hour cycle her page showed times in (h12: 2:30 PM, h23: 14:30), for her e-mails; her language's own when absent. */
  hourCycle: z.enum(HOUR_CYCLES, { error: 'Please send h12 or h23 as the hour cycle.' }).optional(),
});
export type BookingBody = z.infer<typeof BookingBody>;

export const sessionStatuses = ['unconfirmed', 'requested', 'confirmed', 'cancelled', 'declined', 'expired'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

/** 201 (held: requested or confirmed) or 202 (unconfirmed: held 15 minutes while she confirms her address). */
export interface BookingAnswer {
  _id: string;
  status: 'unconfirmed' | 'requested' | 'confirmed';
  message: string;
}

export const sessionOutcomes = ['happened', 'mentee-no-show', 'enabler-no-show'] as const;
export type SessionOutcome = (typeof sessionOutcomes)[number];

/** Her link's token (in the page's fragment, sent in the body). */
export const SessionTokenBody = z.object({ token: z.string({ error: sessionMessages.linkInvalid }).max(100) });

export const SessionCancelBody = z.object({
  token: z.string().max(100).optional(),
  note: z
    .string()
    .trim()
    .max(MAX_SESSION_NOTE, { error: `Please keep the note to ${MAX_SESSION_NOTE} characters.` })
    .optional(),
});
export type SessionCancelBody = z.infer<typeof SessionCancelBody>;

export const SessionRescheduleBody = z.object({
  token: z.string().max(100).optional(),
  start: z.iso.datetime({ offset: true, error: sessionMessages.slotUnavailable }),
  durationMinutes: z.number({ error: sessionMessages.lengthUnavailable }).int(),
});
export type SessionRescheduleBody = z.infer<typeof SessionRescheduleBody>;

/** The mentee's word afterwards (her link), or the enabler's (her dashboard: outcome only). */
export const SessionFeedbackBody = z.object({
  token: z.string().max(100).optional(),
  outcome: z.enum(sessionOutcomes, { error: 'Please say whether the session took place.' }),
  rating: z
    .number({ error: 'Please choose a rating from 1 to 5.' })
    .int()
    .min(1, { error: 'Please choose a rating from 1 to 5.' })
    .max(5, { error: 'Please choose a rating from 1 to 5.' })
    .optional(),
  comment: z.string().trim().max(2000, { error: 'Please keep the comment to 2000 characters.' }).optional(),
});
export type SessionFeedbackBody = z.infer<typeof SessionFeedbackBody>;

/** The operators' cancellation: the message goes to both women. */
export const StaffSessionCancelBody = z.object({
  message: z
    .string({ error: 'Please write a message to both of them.' })
    .trim()
    .min(1, { error: 'Please write a message to both of them.' })
    .max(MAX_SESSION_NOTE),
});

/** Who cancelled a session. */
export type SessionCanceller = 'mentee' | 'enabler' | 'staff' | 'system';

/** What every view of a session has: its id, status, time and topic. */
interface SessionBasics {
  _id: string;
  status: SessionStatus;
  start: string;
  end: string;
  durationMinutes: number;
  topic: string;
  cancelledBy?: SessionCanceller;
  cancelNote?: string;
}

/** POST /api/sessions/booking {token}: her booking as her link shows it. */
export interface MenteeSession extends SessionBasics {
  /** The zone she booked in. */
  timeZone: string;
  enabler: { profileId: number; name: string; timeZone: string; sessionMinutes: SessionLength[] };
  /** How to meet: while confirmed only. */
  meeting?: Meeting;
  /** Cancel and reschedule are offered until it starts. */
  canChange: boolean;
  /** Once it is over (and was confirmed): her feedback, or whether she may give it. */
  feedback: { open: boolean; outcome?: SessionOutcome; rating?: number; comment?: string };
}

/** GET /api/member/sessions: her booking, and her own page for it (the link her e-mails carry). */
export type MemberSession = MenteeSession & { bookingPath: string };

/** Whether a confirmed session is over (issue 38): every screen then reads it as past, with no way to join it. */
export function isSessionOver(session: { status: SessionStatus; end: string }, now: number = Date.now()): boolean {
  return session.status === 'confirmed' && Date.parse(session.end) <= now;
}

/** A session in the enabler's dashboard and the operators' lists. */
export interface StaffSession extends SessionBasics {
  menteeName: string;
  menteeEmail: string;
  menteeTimeZone: string;
  enabler: { profileId: number; name: string };
  /** The enabler's word and the mentee's. */
  enablerOutcome?: SessionOutcome;
  menteeOutcome?: SessionOutcome;
  rating?: number;
  comment?: string;
}

export const SessionListQuery = z.object({
  scope: z.enum(['upcoming', 'past']).default('upcoming'),
  profileId: z.coerce.number().int().positive().optional(),
});

/** GET /api/operator/sessions/summary. */
export interface SessionSummary {
  enablers: Array<{
    profileId: number;
    name: string;
    upcoming: number;
    sessions: number;
    minutes: number;
    ratings: number;
    ratingAverage: number | null;
    menteeNoShows: number;
    enablerNoShows: number;
  }>;
  /** Mentees recorded as not coming more than once: shown to operators, nothing done automatically. */
  repeatedNoShows: Array<{ name: string; email: string; count: number; last: string }>;
}
