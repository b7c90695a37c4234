import type { Event } from '@wfc/shared';
import { describe, expect, it } from 'vitest';
import { filterEvents, timeStatusOf } from './event-filters';

function event(id: string, category: Event['category'], dateObj: string): Event {
  return {
    id,
    title: id,
    date: dateObj,
    dateObj,
    time: '10:00 AM - 1:00 PM IST',
    location: 'Kochi',
    description: 'd',
    link: `https://example.org/${id}`,
    category,
    coverImage: '/images/events/x.svg',
    imageAlt: 'x',
  };
}

const now = new Date('2026-11-22T12:00:00Z');
const events = [
  event('past-event', 'event', '2026-03-14T10:30:00.000Z'),
  event('past-workshop', 'workshop', '2026-10-17T04:00:00.000Z'),
  event('upcoming-event', 'event', '2026-12-12T04:30:00.000Z'),
  event('upcoming-workshop', 'workshop', '2027-01-23T09:30:00.000Z'),
];
const ids = (list: Event[]) => list.map((e) => e.id);

describe('timeStatusOf', () => {
  it('calls a date earlier than now Past and a later one Upcoming', () => {
    expect(timeStatusOf('2026-11-22T11:59:59.999Z', now)).toBe('past');
    expect(timeStatusOf('2026-11-22T12:00:00.001Z', now)).toBe('upcoming');
    expect(timeStatusOf('2030-01-01T00:00:00.000Z', now.getTime())).toBe('upcoming');
  });

  it('counts the very instant as Past', () => {
    expect(timeStatusOf('2026-11-22T12:00:00.000Z', now)).toBe('past');
  });
});

describe('filterEvents', () => {
  it('shows everything with All Categories and All Time', () => {
    expect(ids(filterEvents(events, { category: 'all', time: 'all' }, now))).toEqual(ids(events));
  });

  it('filters by category', () => {
    expect(ids(filterEvents(events, { category: 'event', time: 'all' }, now))).toEqual(['past-event', 'upcoming-event']);
    expect(ids(filterEvents(events, { category: 'workshop', time: 'all' }, now))).toEqual(['past-workshop', 'upcoming-workshop']);
  });

  it('filters by time against the given now', () => {
    expect(ids(filterEvents(events, { category: 'all', time: 'upcoming' }, now))).toEqual(['upcoming-event', 'upcoming-workshop']);
    expect(ids(filterEvents(events, { category: 'all', time: 'past' }, now))).toEqual(['past-event', 'past-workshop']);
    expect(ids(filterEvents(events, { category: 'all', time: 'upcoming' }, new Date('2028-01-01T00:00:00Z')))).toEqual([]);
  });

  it('combines both filters', () => {
    expect(ids(filterEvents(events, { category: 'workshop', time: 'past' }, now))).toEqual(['past-workshop']);
    expect(ids(filterEvents(events, { category: 'event', time: 'upcoming' }, now))).toEqual(['upcoming-event']);
  });

  it('applies no time filter guess before the clock is known', () => {
    expect(ids(filterEvents(events, { category: 'event', time: 'all' }, undefined))).toEqual(['past-event', 'upcoming-event']);
    expect(filterEvents(events, { category: 'all', time: 'past' }, undefined)).toEqual([]);
  });
});
