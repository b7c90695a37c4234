/**
 * Wall-clock times in a named time zone and the instants they are, by the runtime's own zone data
 * (Intl), so daylight-saving changes are the operating system's tzdata and not a table of ours.
 * Times here are milliseconds since the epoch; a local date is "YYYY-MM-DD". The server's slots and
 * the booking pages count days with the same functions.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall clock in `zone` at `instant`. */
function wallClockAt(instant: number, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute! };
}

/** The zone's offset from UTC at `instant`, in minutes (Kolkata +330, New York in winter -300). */
export function offsetAt(instant: number, zone: string): number {
  const wall = wallClockAt(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant at which the wall clock in `zone` shows `minutes` past midnight of `date` (minutes may
 * be 1440: the next midnight). A time skipped by a change forward is taken as the same distance past
 * the change (02:30 on a night that jumps from 02:00 to 03:00 is 03:30); a time repeated by a change
 * back is its first occurrence.
 */
export function instantOf(date: string, minutes: number, zone: string): number {
  const key = `${zone} ${date} ${minutes}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    // Bounded: a busy day asks for a few thousand (zones × days × her hours' edges).
    if (instants.size >= MAX_REMEMBERED) instants.clear();
    instant = computeInstant(date, minutes, zone);
    instants.set(key, instant);
  }
  return instant;
}

/** instantOf's answers: the same wall clock in the same zone is the same instant (zone rules change only with a new runtime). */
const instants = new Map<string, number>();
const MAX_REMEMBERED = 50_000;

function computeInstant(date: string, minutes: number, zone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(year, month - 1, day, 0, minutes);
  // The offset before and after the naive guess: equal except near a change.
  const before = offsetAt(naive - 86_400_000 / 2, zone);
  const after = offsetAt(naive + 86_400_000 / 2, zone);
  const first = naive - before * 60_000;
  if (offsetAt(first, zone) === before) return first;
  const second = naive - after * 60_000;
  if (offsetAt(second, zone) === after) return second;
  // In the gap of a change forward: the earlier offset, which lands after the change.
  return first;
}

/** The local date in `zone` at `instant`. */
export function localDateAt(instant: number, zone: string): string {
  const wall = wallClockAt(instant, zone);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/** `date` plus `days`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Monday 1 .. Sunday 7 of a local date. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of a local date's week: the key of the week a weekly limit counts in. */
export function weekOf(date: string): string {
  return addDays(date, 1 - weekdayOf(date));
}
