/**
 * The date and time an event's card shows, made from its start and end (issue 38, people met 10): the
 * form asks for the time once, in "Starts at"; these texts are only written by hand when she wants
 * her own wording. Kerala time, as the club's events are, in the seed content's style.
 */

const ZONE = 'Asia/Kolkata';
const TWO_HOURS = 2 * 3_600_000;

const dayParts = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE });
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: ZONE });

const valid = (iso: string | null) => iso !== null && !Number.isNaN(Date.parse(iso));

/** "Saturday, 14 March 2026" (Kerala's date of `startsAt`); '' when it is not a time. */
export function shownDateOf(startsAt: string): string {
  if (!valid(startsAt)) return '';
  const part = Object.fromEntries(dayParts.formatToParts(new Date(startsAt)).map(({ type, value }) => [type, value]));
  return `${part.weekday}, ${part.day} ${part.month} ${part.year}`;
}

/** "4:00 PM - 7:00 PM IST" (Kerala time; no end: two hours after the start); '' when the start is not a time. */
export function shownTimeOf(startsAt: string, endsAt: string | null): string {
  if (!valid(startsAt)) return '';
  const start = new Date(startsAt);
  const end = valid(endsAt) ? new Date(endsAt!) : new Date(start.getTime() + TWO_HOURS);
  return `${clock.format(start)} - ${clock.format(end)} IST`;
}
