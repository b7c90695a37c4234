import type { HourCycle, Slot } from '@wfc/shared';
import { addDays, instantOf, localDateAt, offsetAt } from '@wfc/shared/calendar/zoned-time';

/**
 * The calendar arithmetic of the booking pages (issue 31). Slots are UTC instants; a visitor sees
 * them by the days and clock of her own time zone, which may change its offset (summer time) within
 * a week, so days are counted on the calendar (`YYYY-MM-DD`) and each day's start is found in the zone,
 * by the same zone arithmetic as the server's slots (`@wfc/shared/calendar/zoned-time`).
 */

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a zone. */
export function dayIn(instant: string | number | Date, zone: string): string {
  return localDateAt(new Date(instant).getTime(), zone);
}

/** The instant a calendar day begins in a zone (its midnight; after the change when a change skips it). */
export function startOfDayIn(day: string, zone: string): Date {
  return new Date(instantOf(day, 0, zone));
}

/** The week a booking page shows: its seven days in the visitor's zone and the instants that bound them. */
export interface Week {
  days: string[];
  from: string;
  to: string;
}

/** The `index`th week from `today` (0: today and the next six days), in a zone. */
export function weekFrom(today: string, index: number, zone: string): Week {
  const first = addDays(today, 7 * index);
  return {
    days: Array.from({ length: 7 }, (_, offset) => addDays(first, offset)),
    from: startOfDayIn(first, zone).toISOString(),
    to: startOfDayIn(addDays(first, 7), zone).toISOString(),
  };
}

/** The last week that can hold a slot when she takes bookings `daysAhead` days ahead (week 0 is this one). */
export function lastWeekIndex(daysAhead: number): number {
  return Math.max(0, Math.ceil(daysAhead / 7) - 1);
}

/** A day of the week shown, with its slots in order. */
export interface SlotDay {
  day: string;
  slots: Slot[];
}

/** The slots by the day they start on in the visitor's zone, in the week's order; days without a slot left out. */
export function groupSlotsByDay(slots: readonly Slot[], days: readonly string[], zone: string): SlotDay[] {
  const byDay = new Map<string, Slot[]>(days.map((day) => [day, []]));
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) byDay.get(dayIn(slot.start, zone))?.push(slot);
  return [...byDay].filter(([, daySlots]) => daySlots.length > 0).map(([day, daySlots]) => ({ day, slots: daySlots }));
}

/** The hour cycle the page shows times in (`timeIn`'s, by the browser for the page's language): sent with a booking, so her e-mails show them alike (issue 38). */
export function hourCycleOf(locale: string): HourCycle | undefined {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  if (cycle === 'h11' || cycle === 'h12') return 'h12';
  if (cycle === 'h23' || cycle === 'h24') return 'h23';
  return undefined;
}

/** A clock time in a zone, in the page's language ("2:30 PM"). */
export function timeIn(instant: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(new Date(instant));
}

/** A calendar day in the page's language ("Sunday, November 1"). */
export function dayLabel(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A moment in full in a zone ("Sunday, November 1, 2026 at 2:30 PM"). */
export function momentIn(instant: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(instant));
}

/**
 * The enabler's clock for a slot the visitor sees in another zone ("10:00 AM"), with its weekday when
 * her day is not the visitor's; undefined when both zones show the same time.
 */
export function otherClock(instant: string, visitorZone: string, otherZone: string, locale: string): string | undefined {
  if (offsetAt(Date.parse(instant), visitorZone) === offsetAt(Date.parse(instant), otherZone)) return undefined;
  const time = timeIn(instant, otherZone, locale);
  if (dayIn(instant, visitorZone) === dayIn(instant, otherZone)) return time;
  return `${new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: otherZone }).format(new Date(instant))} ${time}`;
}

/**
 * The time zones a visitor may choose from, in order: the runtime's list, with the zones given (hers,
 * the enabler's) added where it lacks them; it names some by their older names (Asia/Calcutta).
 */
export function timeZoneChoices(...wanted: string[]): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const missing = wanted.filter((zone, index) => !zones.includes(zone) && wanted.indexOf(zone) === index);
  return missing.length === 0 ? zones : [...zones, ...missing].sort();
}

/** The visitor's time zone as her browser says, or the club's when it says none. */
export function detectTimeZone(fallback: string): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
  } catch {
    return fallback;
  }
}

/** The refusals of a chosen time after which the week shown is no longer true: its slots are asked again. */
export const SLOT_GONE_CODES: ReadonlySet<string> = new Set(['SESSION_SLOT_TAKEN', 'SESSION_SLOT_UNAVAILABLE']);
