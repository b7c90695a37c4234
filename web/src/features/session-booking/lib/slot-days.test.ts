import { describe, expect, it } from 'vitest';
import { addDays } from '@wfc/shared/calendar/zoned-time';
import { dayIn, dayLabel, groupSlotsByDay, lastWeekIndex, otherClock, startOfDayIn, timeIn, timeZoneChoices, weekFrom } from './slot-days';

/** Intl puts a narrow no-break space before AM/PM: compared as a plain one. */
const plain = (text: string | undefined) => text?.replace(/\s/g, ' ');
const slot = (start: string) => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });

describe('the days of a week in the visitor’s zone', () => {
  it('counts calendar days, across months and years', () => {
    expect(addDays('2026-10-29', 7)).toBe('2026-11-05');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('begins a day at its midnight in the zone, on either side of a summer-time change', () => {
    // New York leaves summer time at 02:00 on 1 November 2026: that day begins at UTC−4, the next at UTC−5.
    expect(startOfDayIn('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayIn('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // London leaves it at 01:00 UTC on 25 October 2026.
    expect(startOfDayIn('2026-10-25', 'Europe/London').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(startOfDayIn('2026-10-26', 'Europe/London').toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(startOfDayIn('2026-11-01', 'Asia/Kolkata').toISOString()).toBe('2026-10-31T18:30:00.000Z');
  });

  it('bounds a week by its first day’s midnight and the eighth day’s, whatever the change between', () => {
    const week = weekFrom('2026-10-29', 0, 'America/New_York');
    expect(week.days).toEqual(['2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04']);
    expect(week).toMatchObject({ from: '2026-10-29T04:00:00.000Z', to: '2026-11-05T05:00:00.000Z' });
    expect(weekFrom('2026-10-29', 1, 'America/New_York').days[0]).toBe('2026-11-05');
  });

  it('stops the weeks at her booking window', () => {
    expect(lastWeekIndex(1)).toBe(0);
    expect(lastWeekIndex(7)).toBe(0);
    expect(lastWeekIndex(8)).toBe(1);
    expect(lastWeekIndex(30)).toBe(4);
  });
});

describe('slots grouped by the visitor’s days', () => {
  it('puts each UTC slot on its day in New York across the end of summer time, at its local clock', () => {
    const zone = 'America/New_York';
    const slots = [
      slot('2026-11-02T04:30:00.000Z'),
      slot('2026-11-01T13:00:00.000Z'),
      slot('2026-11-01T05:30:00.000Z'),
      slot('2026-11-01T03:30:00.000Z'),
    ];
    const days = groupSlotsByDay(slots, weekFrom('2026-10-29', 0, zone).days, zone);
    expect(days.map(({ day, slots: daySlots }) => [day, daySlots.map((s) => plain(timeIn(s.start, zone, 'en')))])).toEqual([
      ['2026-10-31', ['11:30 PM']],
      // 1:30 is still summer time (UTC−4); 8:00 and 11:30 PM are winter time (UTC−5).
      ['2026-11-01', ['1:30 AM', '8:00 AM', '11:30 PM']],
    ]);
    expect(dayLabel('2026-11-01', 'en')).toBe('Sunday, November 1');
  });

  it('puts each UTC slot on its day in London across the end of summer time', () => {
    const zone = 'Europe/London';
    const slots = [slot('2026-10-25T09:00:00.000Z'), slot('2026-10-24T23:30:00.000Z'), slot('2026-10-24T22:30:00.000Z')];
    const days = groupSlotsByDay(slots, weekFrom('2026-10-24', 0, zone).days, zone);
    expect(days.map(({ day, slots: daySlots }) => [day, daySlots.map((s) => plain(timeIn(s.start, zone, 'en')))])).toEqual([
      ['2026-10-24', ['11:30 PM']],
      ['2026-10-25', ['12:30 AM', '9:00 AM']],
    ]);
    expect(dayIn('2026-10-24T23:30:00.000Z', zone)).toBe('2026-10-25');
  });

  it('leaves out a slot outside the week', () => {
    expect(groupSlotsByDay([slot('2026-12-01T10:00:00.000Z')], weekFrom('2026-10-29', 0, 'UTC').days, 'UTC')).toEqual([]);
  });
});

describe('her own clock beside the visitor’s', () => {
  it('is given when the zones differ, with her weekday when her day differs', () => {
    expect(plain(otherClock('2026-10-25T09:00:00.000Z', 'Europe/London', 'Asia/Kolkata', 'en'))).toBe('2:30 PM');
    expect(plain(otherClock('2026-11-01T02:00:00.000Z', 'America/New_York', 'Asia/Kolkata', 'en'))).toBe('Sun 7:30 AM');
  });

  it('is left out when both zones show the same time', () => {
    expect(otherClock('2026-10-25T09:00:00.000Z', 'Asia/Kolkata', 'Asia/Calcutta', 'en')).toBeUndefined();
    expect(otherClock('2026-07-01T09:00:00.000Z', 'Europe/London', 'Europe/Lisbon', 'en')).toBeUndefined();
  });
});

describe('the time zones to choose from', () => {
  it('are the runtime’s, with her zone and the enabler’s added when it names them otherwise', () => {
    const zones = timeZoneChoices('Europe/London', 'Asia/Kolkata');
    expect(zones).toContain('Europe/London');
    expect(zones).toContain('Asia/Kolkata');
    expect(zones.filter((zone) => zone === 'Europe/London')).toHaveLength(1);
    expect(zones).toEqual([...zones].sort());
  });
});
