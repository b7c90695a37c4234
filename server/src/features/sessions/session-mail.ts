import { HOUR_CYCLES, type HourCycle, type Locale, type WhatsAppTemplate } from '@wfc/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { derivedLinkToken } from '../../lib/link-token';
import { mailText, zoneNameOf, type MailLocale } from '../mail/mail-text';
import type { MailKind, Outbox } from '../mail/outbox.service';
import type { SessionsContext } from './session-context';
import type { BookingRow, ScheduleRow } from './sessions.repository';

/**
 * Every e-mail of a session (issue 31), queued in the transaction of the change that causes it, to
 * each woman in her own language and time zone: the mentee's link to her booking, the enabler's to
 * her dashboard, and, while the session is confirmed, its invitation (UID `session-<id>@<host>` for
 * its whole life, SEQUENCE raised by each reschedule; METHOD:CANCEL once it is off).
 *
 * A mentee who chose session updates on WhatsApp (issue 44) hears of the reminders and of a change or
 * an end there too, queued beside her e-mail in the same transaction (the enabler by e-mail only).
 */

/** Her link's token: made again from JWT_SECRET and the booking's random id; only its hash is stored. */
export function menteeLink(secret: string, bookingId: string) {
  return derivedLinkToken(secret, 'session-mentee', bookingId);
}

/** The two women of a session, each as her e-mails address her. */
interface Party {
  role: 'mentee' | 'enabler';
  name: string;
  email: string;
  locale: Locale;
  timeZone: string;
  /** How her times are shown: as her booking page did (the mentee's), else her language's own. */
  hourCycle?: HourCycle | undefined;
}

export interface SessionParties {
  mentee: Party;
  enabler: Party;
  meeting: { kind: string; value: string };
}

export function partiesOf(
  booking: BookingRow,
  enabler: { name: string; email: string; locale: string | null },
  schedule: Pick<ScheduleRow, 'time_zone' | 'meeting_kind' | 'meeting_value'>,
): SessionParties {
  return {
    mentee: {
      role: 'mentee',
      name: booking.mentee_name,
      email: booking.mentee_email,
      locale: booking.locale === 'ml' ? 'ml' : 'en',
      timeZone: booking.time_zone,
      hourCycle: HOUR_CYCLES.find((cycle) => cycle === booking.hour_cycle),
    },
    enabler: {
      role: 'enabler',
      name: enabler.name,
      email: enabler.email,
      locale: enabler.locale === 'ml' ? 'ml' : 'en',
      timeZone: schedule.time_zone,
    },
    meeting: { kind: schedule.meeting_kind, value: schedule.meeting_value },
  };
}

/**
 * "Thursday, 3 December 2026, 7:00 pm–7:30 pm (India Standard Time)" in `locale` and `zone`: the
 * zone named as a person reads it, the hours in `hourCycle` (as her booking page showed them) or
 * her language's own (issue 38).
 */
export function formatSessionTime(start: string, end: string, zone: string, locale: Locale, hourCycle?: HourCycle): string {
  const tag = locale === 'ml' ? 'ml-IN' : 'en-IN';
  const day = new Intl.DateTimeFormat(tag, { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(start),
  );
  const time = new Intl.DateTimeFormat(tag, {
    timeZone: zone,
    hour: hourCycle === 'h23' ? '2-digit' : 'numeric',
    minute: '2-digit',
    ...(hourCycle ? { hourCycle } : {}),
  });
  return `${day}, ${time.format(new Date(start))}\u2013${time.format(new Date(end))} (${zoneNameOf(zone, start, locale)})`;
}

function urlFor(context: SessionsContext, booking: BookingRow, to: Party): string {
  return to.role === 'mentee'
    ? `${context.publicUrl}/sessions/booking#${menteeLink(context.secret, booking.id).token}`
    : `${context.publicUrl}/enabler/sessions`;
}

/** The session as an e-mail to `to` shows it. */
function sessionData(context: SessionsContext, booking: BookingRow, parties: SessionParties, to: Party, withMeeting: boolean) {
  const other = to.role === 'mentee' ? parties.enabler : parties.mentee;
  return {
    otherName: other.name,
    when: formatSessionTime(booking.starts_at, booking.ends_at, to.timeZone, to.locale, to.hourCycle),
    durationMinutes: booking.duration_minutes,
    topic: booking.topic,
    ...(withMeeting ? { meeting: parties.meeting } : {}),
    url: urlFor(context, booking, to),
  };
}

function calendarData(
  context: SessionsContext,
  booking: BookingRow,
  parties: SessionParties,
  to: Party,
  method: 'REQUEST' | 'CANCEL',
  sequence: number,
) {
  const other = to.role === 'mentee' ? parties.enabler : parties.mentee;
  return {
    method,
    uid: `session-${booking.id}@${new URL(context.publicUrl).host}`,
    sequence,
    start: booking.starts_at,
    end: booking.ends_at,
    // Named in her language when the message is sent (session-parts' sessionCalendarOf).
    summary: other.name,
    location: parties.meeting.value,
    description: booking.topic,
    url: urlFor(context, booking, to),
    organizerEmail: context.organizerEmail,
    attendeeName: to.name,
    attendeeEmail: to.email,
  };
}

/** How to join, as a WhatsApp reminder says it in `locale` (the e-mail's own texts). */
export function joinText(locale: MailLocale, meeting: SessionParties['meeting']): string {
  if (meeting.kind === 'link') return `${mailText(locale, 'Join online:')} ${meeting.value}`;
  if (meeting.kind === 'phone') return mailText(locale, 'By phone: {value}', { value: meeting.value });
  return mailText(locale, 'Where: {place}', { place: meeting.value });
}

/** What changed, as a session's WhatsApp update says it in `locale`: its new time, or its end. */
export function sessionChangeText(locale: MailLocale, because: ChangeReason, when: string): string {
  if (because === 'rescheduled') return mailText(locale, 'New time: {when}', { when });
  if (because === 'declined') return mailText(locale, 'Your request was declined.');
  if (because === 'not-accepted') return mailText(locale, 'Your request was not confirmed in time, so it is cancelled.');
  return mailText(locale, 'This session is cancelled.');
}

/** Queues one WhatsApp notice of the session to the mentee, when she chose session updates there. */
function notifyMentee(
  trx: Kysely<DB>,
  context: SessionsContext,
  booking: BookingRow,
  parties: SessionParties,
  template: WhatsAppTemplate,
  params: (locale: MailLocale, when: string) => string[],
  now: Date,
): Promise<boolean> {
  const mentee = parties.mentee;
  return context.whatsapp.notifyMember(
    trx,
    {
      email: mentee.email,
      choice: 'session_updates',
      template,
      cause: 'session',
      causeId: booking.id,
      params: ({ locale, firstName }) => {
        const when = formatSessionTime(booking.starts_at, booking.ends_at, mentee.timeZone, locale, mentee.hourCycle);
        return [firstName, parties.enabler.name, ...params(locale, when)];
      },
    },
    now,
  );
}

async function queue(trx: Kysely<DB>, outbox: Outbox, kind: MailKind, to: Party, data: Record<string, unknown>, now: Date): Promise<void> {
  await outbox.queue(trx, { kind, to: to.email, toName: to.name, data: { name: to.name, role: to.role, ...data }, locale: to.locale }, now);
}

/** To a visitor who is not signed in: confirm your address within 15 minutes; the time is held. */
export async function queueConfirmAddress(
  trx: Kysely<DB>,
  context: SessionsContext,
  booking: BookingRow,
  parties: SessionParties,
  now: Date,
): Promise<void> {
  await queue(
    trx,
    context.outbox,
    'session-confirm-address',
    parties.mentee,
    { session: sessionData(context, booking, parties, parties.mentee, false), holdsUntil: booking.hold_expires_at },
    now,
  );
}

/**
 * Booked: confirmed (to both, each with her invitation) or requested (the mentee told it waits, the
 * enabler asked to accept or decline).
 */
export async function queueBooked(
  trx: Kysely<DB>,
  context: SessionsContext,
  booking: BookingRow,
  parties: SessionParties,
  now: Date,
): Promise<void> {
  const confirmed = booking.status === 'confirmed';
  for (const to of [parties.mentee, parties.enabler]) {
    await queue(
      trx,
      context.outbox,
      'session-booked',
      to,
      {
        status: confirmed ? 'confirmed' : 'requested',
        session: sessionData(context, booking, parties, to, confirmed),
        ...(confirmed ? { calendar: calendarData(context, booking, parties, to, 'REQUEST', booking.calendar_sequence) } : {}),
      },
      now,
    );
  }
}

export type ChangeReason = 'rescheduled' | 'cancelled' | 'declined' | 'not-accepted';

/**
 * A change both (or, for a request that ended unanswered or declined, the mentee) must hear of:
 * a new time (REQUEST, the SEQUENCE raised) or the end of it (CANCEL when an invitation was sent).
 */
export async function queueChanged(
  trx: Kysely<DB>,
  context: SessionsContext,
  booking: BookingRow,
  parties: SessionParties,
  change: {
    because: ChangeReason;
    by: 'mentee' | 'enabler' | 'staff' | 'system';
    note?: string | null | undefined;
    previousWhen?: string | undefined;
    toEnabler: boolean;
  },
  now: Date,
): Promise<void> {
  const recipients = change.toEnabler ? [parties.mentee, parties.enabler] : [parties.mentee];
  const invited = booking.invited === 1;
  for (const to of recipients) {
    const method = change.because === 'rescheduled' ? 'REQUEST' : 'CANCEL';
    await queue(
      trx,
      context.outbox,
      'session-changed',
      to,
      {
        because: change.because,
        by: change.by,
        ...(change.note ? { note: change.note } : {}),
        ...(change.previousWhen
          ? {
              previousWhen: formatSessionTime(
                change.previousWhen,
                new Date(Date.parse(change.previousWhen) + booking.duration_minutes * 60_000).toISOString(),
                to.timeZone,
                to.locale,
                to.hourCycle,
              ),
            }
          : {}),
        session: sessionData(context, booking, parties, to, change.because === 'rescheduled' && booking.status === 'confirmed'),
        ...(invited ? { calendar: calendarData(context, booking, parties, to, method, booking.calendar_sequence) } : {}),
      },
      now,
    );
  }
  await notifyMentee(
    trx,
    context,
    booking,
    parties,
    'wfc_session_update',
    (locale, when) => [sessionChangeText(locale, change.because, when)],
    now,
  );
}

/** A reminder a day or an hour before, to both. */
export async function queueReminder(
  trx: Kysely<DB>,
  context: SessionsContext,
  booking: BookingRow,
  parties: SessionParties,
  when: 'day' | 'hour',
  now: Date,
): Promise<void> {
  for (const to of [parties.mentee, parties.enabler]) {
    await queue(trx, context.outbox, 'session-reminder', to, { when, session: sessionData(context, booking, parties, to, true) }, now);
  }
  await notifyMentee(trx, context, booking, parties, 'wfc_session_reminder', (locale, at) => [at, joinText(locale, parties.meeting)], now);
}

/** After it ended, once, to each who has not answered yet: did it take place (and, to the mentee, how was it)? Answers how many went. */
export async function queueFeedbackAsk(
  trx: Kysely<DB>,
  context: SessionsContext,
  booking: BookingRow,
  parties: SessionParties,
  now: Date,
): Promise<number> {
  const asked = [
    ...(booking.mentee_outcome === null ? [parties.mentee] : []),
    ...(booking.enabler_outcome === null ? [parties.enabler] : []),
  ];
  for (const to of asked) {
    await queue(trx, context.outbox, 'session-feedback', to, { session: sessionData(context, booking, parties, to, false) }, now);
  }
  return asked.length;
}
