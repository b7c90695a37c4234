/**
 * The one calendar module (RFC 5545 iCalendar, RFC 5546 iTIP): an event's invitation, update,
 * cancellation and the subscribable feed. Every feature that puts a time in someone's calendar
 * (issue 30's events, issue 31's sessions) builds its VEVENTs here.
 *
 * - Times are written in the club's zone, `TZID=Asia/Kolkata`, with its VTIMEZONE (India keeps one
 *   offset all year, +05:30, so one STANDARD block is exact), and DTSTAMP in UTC.
 * - A UID is stable for the life of the event (`<kind>-<id>@<host>`), so a calendar replaces what it
 *   holds; SEQUENCE rises with every change the guest is sent, so the newest wins; METHOD:CANCEL
 *   with STATUS:CANCELLED and the same UID removes it.
 * - Text is escaped (backslash, semicolon, comma, line breaks) and lines are folded at 75 octets
 *   without splitting a UTF-8 character; lines end in CRLF.
 */

export const CALENDAR_ZONE = 'Asia/Kolkata';
const ZONE_OFFSET_MINUTES = 330;

type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** CANCELLED with METHOD:CANCEL; else CONFIRMED. */
  status?: 'CONFIRMED' | 'CANCELLED';
  organizer?: CalendarPerson;
  attendee?: CalendarPerson & { partstat?: 'ACCEPTED' | 'NEEDS-ACTION' };
}

export interface Calendar {
  method: CalendarMethod;
  /** The feed's name (X-WR-CALNAME), for PUBLISH. */
  name?: string;
  events: CalendarEvent[];
  /** DTSTAMP: when this copy was made. */
  now: Date;
}

/** The iCalendar text of `calendar`, CRLF line ends, folded. */
export function renderCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Women Founders Club//Events//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method}`,
    ...(calendar.name ? [`X-WR-CALNAME:${escapeText(calendar.name)}`, `X-WR-TIMEZONE:${CALENDAR_ZONE}`] : []),
    ...zoneLines(),
    ...calendar.events.flatMap((event) => eventLines(event, calendar)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

function eventLines(event: CalendarEvent, calendar: Calendar): string[] {
  const status = event.status ?? (calendar.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED');
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(calendar.now)}`,
    `DTSTART;TZID=${CALENDAR_ZONE}:${zoneStamp(event.start)}`,
    `DTEND;TZID=${CALENDAR_ZONE}:${zoneStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${status}`,
    ...(event.organizer ? [`ORGANIZER;CN=${quoteParam(event.organizer.name)}:mailto:${event.organizer.email}`] : []),
    ...(event.attendee
      ? [
          `ATTENDEE;CN=${quoteParam(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${event.attendee.partstat ?? 'ACCEPTED'};RSVP=FALSE:mailto:${event.attendee.email}`,
        ]
      : []),
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

function zoneLines(): string[] {
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${CALENDAR_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** 20261212T043000Z */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The local time in the club's zone, 20261212T100000. */
function zoneStamp(iso: string): string {
  const local = new Date(new Date(iso).getTime() + ZONE_OFFSET_MINUTES * 60_000);
  return local
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}

/** RFC 5545 3.3.11: backslash, semicolon, comma and line breaks escaped; other controls dropped. */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- the control characters iCalendar text may not carry
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** A parameter value (a name) in double quotes, which it may not itself contain. */
function quoteParam(value: string): string {
  // eslint-disable-next-line no-control-regex -- a quoted parameter may carry no control character
  return `"${value.replace(/["\u0000-\u001f]/g, '')}"`;
}

/** Folds a line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** An event's end for calendars: its own, or two hours after it starts. */
export function endOrDefault(start: string, end: string | null | undefined): string {
  return end ?? new Date(new Date(start).getTime() + 2 * 3_600_000).toISOString();
}
