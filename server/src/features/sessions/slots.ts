import { minutesOfClock, SESSION_UNIT_MINUTES, type DateOverride, type Slot, type WeeklyHours } from '@wfc/shared';
import { addDays, instantOf, localDateAt, weekdayOf, weekOf } from '@wfc/shared/calendar/zoned-time';

/**
 * The free slots of one enabler (issue 31, decision 033): a pure function of her schedule, the time
 * already held, and the clock, so that property tests can try it on any schedule. Her hours are
 * wall-clock times in her zone, turned into instants day by day (so a daylight-saving change in her
 * zone moves them correctly, and the visitor's zone never matters: slots are instants).
 *
 * A slot of `duration` minutes starting at `t` is offered when
 * - it lies within one period of her hours for that local day (a date override replaces the week's),
 * - it starts at or after now + her minimum notice, before now + her days ahead, and not before the
 *   day her "away until" names,
 * - the units it would hold, `t` to its end plus her buffer, are held by no booking (each booking
 *   holds its own time plus its buffer, so two bookings are always a buffer apart),
 * - her week (Monday to Sunday in her zone) has fewer active bookings than her weekly limit.
 * Starts step by SLOT_STEP_MINUTES from each period's start.
 */

const SLOT_STEP_MINUTES = 30;
const UNIT_MS = SESSION_UNIT_MINUTES * 60_000;

export interface SlotRules {
  timeZone: string;
  weekly: WeeklyHours[];
  overrides: DateOverride[];
  bufferMinutes: number;
  minimumNoticeMinutes: number;
  daysAhead: number;
  maxPerWeek: number;
}

export interface SlotQuery {
  rules: SlotRules;
  durationMinutes: number;
  /** Slots starting in [from, to). */
  from: number;
  to: number;
  now: number;
  /** Her "away until" day (YYYY-MM-DD in her zone), or null. */
  awayUntil: string | null;
  /** The starts (ms) of the 15-minute units held by bookings. */
  held: ReadonlySet<number>;
  /** Active bookings per week of hers (the week's Monday). */
  perWeek: ReadonlyMap<string, number>;
  /** Stop after this many (whether she has a free slot at all: 1). */
  limit?: number;
}

/** The units a booking of `durationMinutes` (and the buffer after it) holds, from `start`. */
export function unitsOf(start: number, durationMinutes: number, bufferMinutes: number): number[] {
  const units: number[] = [];
  for (let unit = start; unit < start + (durationMinutes + bufferMinutes) * 60_000; unit += UNIT_MS) units.push(unit);
  return units;
}

/** Whether none of the units from `start` for `minutes` is held (no array made: this runs for every candidate). */
function unitsFree(held: ReadonlySet<number>, start: number, minutes: number): boolean {
  for (let unit = start; unit < start + minutes * 60_000; unit += UNIT_MS) if (held.has(unit)) return false;
  return true;
}

/** Her hours on one local date: the override's when she made one for it, else the week's. */
export function hoursOn(rules: Pick<SlotRules, 'weekly' | 'overrides'>, date: string): Array<{ start: string; end: string }> {
  const override = rules.overrides.find((entry) => entry.date === date);
  if (override) return override.hours;
  const weekday = weekdayOf(date);
  return rules.weekly.filter((range) => range.weekday === weekday);
}

export function computeSlots(query: SlotQuery): Slot[] {
  const { rules, durationMinutes } = query;
  const earliest = Math.max(
    query.from,
    query.now + rules.minimumNoticeMinutes * 60_000,
    query.awayUntil ? instantOf(query.awayUntil, 0, rules.timeZone) : -Infinity,
  );
  const latest = Math.min(query.to, query.now + rules.daysAhead * 86_400_000);
  if (earliest >= latest) return [];
  const length = durationMinutes * 60_000;
  const starts: number[] = [];
  // Local dates a day either side, so a period crossing the range's edges in any zone is seen.
  const last = addDays(localDateAt(latest, rules.timeZone), 1);
  for (let date = addDays(localDateAt(earliest, rules.timeZone), -1); date <= last; date = addDays(date, 1)) {
    const weekCount = query.perWeek.get(weekOf(date)) ?? 0;
    if (weekCount >= rules.maxPerWeek) continue;
    const periods = [...hoursOn(rules, date)].sort((a, b) => minutesOfClock(a.start) - minutesOfClock(b.start));
    for (const period of periods) {
      const periodStart = instantOf(date, minutesOfClock(period.start), rules.timeZone);
      const periodEnd = instantOf(date, minutesOfClock(period.end), rules.timeZone);
      for (let start = periodStart; start + length <= periodEnd; start += SLOT_STEP_MINUTES * 60_000) {
        if (start < earliest || start >= latest) continue;
        // A slot belongs to the week of its local date (a period's end past midnight stays in its day).
        if (!unitsFree(query.held, start, durationMinutes + rules.bufferMinutes)) continue;
        starts.push(start);
        if (query.limit !== undefined && starts.length >= query.limit) return asSlots(starts, length);
      }
    }
  }
  return asSlots(starts, length);
}

/** Starts (ms) as slots of `length` ms, earliest first. */
function asSlots(starts: number[], length: number): Slot[] {
  return starts
    .sort((a, b) => a - b)
    .map((start) => ({ start: new Date(start).toISOString(), end: new Date(start + length).toISOString() }));
}
