import { BUFFER_CHOICES, minutesOfClock, SESSION_LENGTHS, type DateOverride, type WeeklyHours } from '@wfc/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeSlots, hoursOn, unitsOf, type SlotQuery, type SlotRules } from './slots';
import { addDays, instantOf, localDateAt, weekOf } from '@wfc/shared/calendar/zoned-time';

const ZONES = ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'UTC'];
const DAY = 86_400_000;

interface Booking {
  start: number;
  minutes: number;
  buffer: number;
}

/** A query from bookings, held and counted as the service holds them. */
function queryOf(rules: SlotRules, bookings: Booking[], rest: Omit<SlotQuery, 'rules' | 'held' | 'perWeek'>): SlotQuery {
  const held = new Set<number>();
  const perWeek = new Map<string, number>();
  for (const booking of bookings) {
    for (const unit of unitsOf(booking.start, booking.minutes, booking.buffer)) held.add(unit);
    const week = weekOf(localDateAt(booking.start, rules.timeZone));
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  return { rules, held, perWeek, ...rest };
}

const quarter = fc.integer({ min: 0, max: 95 }).map((n) => n * 15);
const clockOf = (minutes: number) =>
  minutes === 1440 ? '24:00' : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** Up to three periods of a day, not overlapping. */
const periods = fc.array(fc.tuple(quarter, fc.integer({ min: 1, max: 32 })), { maxLength: 3 }).map((pairs) => {
  const out: Array<{ start: string; end: string }> = [];
  let floor = 0;
  for (const [start, length] of [...pairs].sort((a, b) => a[0] - b[0])) {
    const from = Math.max(start, floor);
    const to = Math.min(from + length * 15, 1440);
    if (to <= from) continue;
    out.push({ start: clockOf(from), end: clockOf(to) });
    floor = to;
  }
  return out;
});

const NOW_FROM = Date.UTC(2026, 0, 1);
const NOW_TO = Date.UTC(2027, 11, 1);

const scenario = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    week: fc.array(periods, { minLength: 7, maxLength: 7 }),
    overrideDays: fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), periods), { maxLength: 3 }),
    bufferMinutes: fc.constantFrom(...BUFFER_CHOICES),
    minimumNoticeMinutes: fc.integer({ min: 0, max: 3 * 24 * 60 }),
    daysAhead: fc.integer({ min: 1, max: 21 }),
    maxPerWeek: fc.integer({ min: 1, max: 8 }),
    now: fc.integer({ min: NOW_FROM / 60_000, max: NOW_TO / 60_000 }).map((minutes) => minutes * 60_000),
    durationMinutes: fc.constantFrom(...SESSION_LENGTHS),
    bookings: fc.array(
      fc.record({
        offsetUnits: fc.integer({ min: -96, max: 96 * 21 }),
        minutes: fc.constantFrom(...SESSION_LENGTHS),
        buffer: fc.constantFrom(...BUFFER_CHOICES),
      }),
      { maxLength: 12 },
    ),
    awayDays: fc.option(fc.integer({ min: -2, max: 10 }), { nil: null }),
  })
  .map((input) => {
    const weekly: WeeklyHours[] = input.week.flatMap((day, index) => day.map((range) => ({ weekday: index + 1, ...range })));
    const today = localDateAt(input.now, input.timeZone);
    const overrides: DateOverride[] = [];
    for (const [days, hours] of input.overrideDays) {
      const date = addDays(today, days);
      if (!overrides.some((entry) => entry.date === date)) overrides.push({ date, hours });
    }
    const rules: SlotRules = {
      timeZone: input.timeZone,
      weekly,
      overrides,
      bufferMinutes: input.bufferMinutes,
      minimumNoticeMinutes: input.minimumNoticeMinutes,
      daysAhead: input.daysAhead,
      maxPerWeek: input.maxPerWeek,
    };
    const base = Math.floor(input.now / (15 * 60_000)) * 15 * 60_000;
    // Bookings never overlap each other (the database's units refuse it): keep those that fit.
    const held = new Set<number>();
    const bookings: Booking[] = [];
    for (const { offsetUnits, minutes, buffer } of input.bookings) {
      const start = base + offsetUnits * 15 * 60_000;
      const units = unitsOf(start, minutes, buffer);
      if (units.some((unit) => held.has(unit))) continue;
      for (const unit of units) held.add(unit);
      bookings.push({ start, minutes, buffer });
    }
    const awayUntil = input.awayDays === null ? null : addDays(today, input.awayDays);
    return {
      rules,
      bookings,
      awayUntil,
      now: input.now,
      durationMinutes: input.durationMinutes,
      from: input.now - DAY,
      to: input.now + 22 * DAY,
    };
  });

describe('the slot computation (properties)', () => {
  it('never offers a slot overlapping a booking or its buffer, or whose own buffer reaches a booking', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const slots = computeSlots(queryOf(s.rules, s.bookings, s));
        for (const slot of slots) {
          const start = Date.parse(slot.start);
          const end = Date.parse(slot.end);
          for (const booking of s.bookings) {
            const apart =
              end + s.rules.bufferMinutes * 60_000 <= booking.start || start >= booking.start + (booking.minutes + booking.buffer) * 60_000;
            if (!apart) return false;
          }
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('offers only slots within her hours of their local day, of the length asked', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        for (const slot of computeSlots(queryOf(s.rules, s.bookings, s))) {
          const start = Date.parse(slot.start);
          const end = Date.parse(slot.end);
          if (end - start !== s.durationMinutes * 60_000) return false;
          const date = localDateAt(start, s.rules.timeZone);
          const inside = hoursOn(s.rules, date).some(
            (range) =>
              instantOf(date, minutesOfClock(range.start), s.rules.timeZone) <= start &&
              end <= instantOf(date, minutesOfClock(range.end), s.rules.timeZone),
          );
          if (!inside) return false;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('offers nothing inside her notice, beyond her days ahead, before she is back, or outside the range asked', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        for (const slot of computeSlots(queryOf(s.rules, s.bookings, s))) {
          const start = Date.parse(slot.start);
          if (start < s.now + s.rules.minimumNoticeMinutes * 60_000) return false;
          if (start >= s.now + s.rules.daysAhead * DAY) return false;
          if (s.awayUntil !== null && localDateAt(start, s.rules.timeZone) < s.awayUntil) return false;
          if (start < s.from || start >= s.to) return false;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('keeps her weekly limit: booking slot after slot never puts more than the limit in one of her weeks', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 1000 }), (s, seed) => {
        const bookings = [...s.bookings];
        const countIn = (week: string) =>
          bookings.filter((booking) => weekOf(localDateAt(booking.start, s.rules.timeZone)) === week).length;
        const before = new Map<string, number>();
        for (const booking of bookings)
          before.set(weekOf(localDateAt(booking.start, s.rules.timeZone)), countIn(weekOf(localDateAt(booking.start, s.rules.timeZone))));
        for (let round = 0; round < 12; round++) {
          const slots = computeSlots(queryOf(s.rules, bookings, s));
          if (slots.length === 0) break;
          const chosen = slots[(seed + round * 7) % slots.length]!;
          bookings.push({ start: Date.parse(chosen.start), minutes: s.durationMinutes, buffer: s.rules.bufferMinutes });
          const week = weekOf(localDateAt(Date.parse(chosen.start), s.rules.timeZone));
          // A new booking lands only in a week that was under the limit.
          if (countIn(week) > Math.max(s.rules.maxPerWeek, before.get(week) ?? 0)) return false;
        }
        return true;
      }),
      { numRuns: 100 },
    );
  });
});

describe('slots across daylight-saving changes', () => {
  const weekdays = (start: string, end: string): WeeklyHours[] => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));
  const rules = (timeZone: string, start: string, end: string): SlotRules => ({
    timeZone,
    weekly: weekdays(start, end),
    overrides: [],
    bufferMinutes: 0,
    minimumNoticeMinutes: 0,
    daysAhead: 30,
    maxPerWeek: 40,
  });
  const slotsOf = (r: SlotRules, from: string, days: number, duration = 60) =>
    computeSlots({
      rules: r,
      durationMinutes: duration,
      from: Date.parse(from),
      to: Date.parse(from) + days * DAY,
      now: Date.parse(from),
      awayUntil: null,
      held: new Set(),
      perWeek: new Map(),
    });

  it('keeps an enabler in London at 09:00 her time on both sides of the change back (25 October 2026)', () => {
    const starts = slotsOf(rules('Europe/London', '09:00', '10:00'), '2026-10-24T00:00:00Z', 3).map((slot) => slot.start);
    expect(starts).toEqual(['2026-10-24T08:00:00.000Z', '2026-10-25T09:00:00.000Z', '2026-10-26T09:00:00.000Z']);
  });

  it('keeps an enabler in New York at 09:00 her time across 8 March and 1 November 2026', () => {
    expect(slotsOf(rules('America/New_York', '09:00', '10:00'), '2026-03-07T00:00:00Z', 2).map((slot) => slot.start)).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
    ]);
    expect(slotsOf(rules('America/New_York', '09:00', '10:00'), '2026-10-31T00:00:00Z', 2).map((slot) => slot.start)).toEqual([
      '2026-10-31T13:00:00.000Z',
      '2026-11-01T14:00:00.000Z',
    ]);
  });

  it('gives a night that loses an hour fewer slots, and one that gains an hour more, in her zone', () => {
    const night = rules('America/New_York', '00:00', '06:00');
    const count = (day: string) => slotsOf(night, new Date(instantOf(day, 0, 'America/New_York')).toISOString(), 0.9).length;
    expect([count('2026-03-07'), count('2026-03-08'), count('2026-11-01')]).toEqual([11, 9, 13]);
  });

  it('does not move a Kerala enabler\u2019s slots when the visitor\u2019s zone changes (slots are instants)', () => {
    const starts = slotsOf(rules('Asia/Kolkata', '19:00', '20:00'), '2026-10-31T00:00:00Z', 3).map((slot) => slot.start);
    expect(starts).toEqual(['2026-10-31T13:30:00.000Z', '2026-11-01T13:30:00.000Z', '2026-11-02T13:30:00.000Z']);
  });

  it('counts a slot in the week of its day in her zone, Monday to Sunday', () => {
    // Sunday 22:00-23:00 in Kolkata is Sunday 16:30 UTC: the week of Monday 23 November.
    const r = { ...rules('Asia/Kolkata', '22:00', '23:00'), maxPerWeek: 1 };
    const perWeek = new Map([['2026-11-23', 1]]);
    const slots = computeSlots({
      rules: r,
      durationMinutes: 60,
      from: Date.parse('2026-11-28T00:00:00Z'),
      to: Date.parse('2026-12-01T00:00:00Z'),
      now: Date.parse('2026-11-27T00:00:00Z'),
      awayUntil: null,
      held: new Set(),
      perWeek,
    });
    expect(slots.map((slot) => slot.start)).toEqual(['2026-11-30T16:30:00.000Z']);
  });
});
