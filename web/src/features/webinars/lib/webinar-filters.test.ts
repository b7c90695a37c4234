import { describe, expect, it } from 'vitest';
import { formatWebinarDate } from './format-webinar-date';
import { filterWebinars, isUpcomingWebinar } from './webinar-filters';

const now = new Date('2026-11-22T12:00:00Z');
const webinars = [
  { id: 'april', date: '2026-04-18T11:30:00.000Z' },
  { id: 'exactly-now', date: '2026-11-22T12:00:00.000Z' },
  { id: 'january', date: '2027-01-30T11:30:00.000Z' },
];
const ids = (list: { id: string }[]) => list.map((w) => w.id);

describe('webinar filters', () => {
  it('All Webinars keeps every webinar, even before the clock is known', () => {
    expect(ids(filterWebinars(webinars, 'all', now))).toEqual(['april', 'exactly-now', 'january']);
    expect(ids(filterWebinars(webinars, 'all', undefined))).toEqual(['april', 'exactly-now', 'january']);
  });

  it('Upcoming keeps dates later than now', () => {
    expect(ids(filterWebinars(webinars, 'upcoming', now))).toEqual(['january']);
    expect(isUpcomingWebinar({ date: '2026-11-22T12:00:00.001Z' }, now)).toBe(true);
  });

  it('Past Webinars keeps dates up to now, the very instant included', () => {
    expect(ids(filterWebinars(webinars, 'past', now))).toEqual(['april', 'exactly-now']);
    expect(isUpcomingWebinar({ date: '2026-11-22T12:00:00.000Z' }, now)).toBe(false);
  });

  it('can be empty', () => {
    expect(filterWebinars(webinars, 'upcoming', new Date('2030-01-01T00:00:00Z'))).toEqual([]);
    expect(filterWebinars(webinars, 'past', new Date('2020-01-01T00:00:00Z'))).toEqual([]);
  });
});

describe('formatWebinarDate', () => {
  it('writes the date and time in India Standard Time', () => {
    expect(formatWebinarDate('2026-04-18T11:30:00.000Z')).toEqual({ date: 'Saturday, 18 April 2026', time: '5:00 PM IST' });
    expect(formatWebinarDate('2026-09-26T05:30:00.000Z')).toEqual({ date: 'Saturday, 26 September 2026', time: '11:00 AM IST' });
  });

  it('moves to the next day in IST and handles noon and midnight', () => {
    expect(formatWebinarDate('2026-12-31T19:00:00.000Z')).toEqual({ date: 'Friday, 1 January 2027', time: '12:30 AM IST' });
    expect(formatWebinarDate('2026-06-01T06:30:00.000Z').time).toBe('12:00 PM IST');
  });

  it("writes a Malayalam page's date in Malayalam, still in IST (the next day here)", () => {
    const when = formatWebinarDate('2026-12-31T19:00:00.000Z', 'ml');
    expect(when.date).toContain('ജനുവരി');
    expect(when.date).toContain('2027');
    expect(when.date).not.toContain('January');
    expect(when.time).toMatch(/^12:30 .* IST$/);
  });
});
