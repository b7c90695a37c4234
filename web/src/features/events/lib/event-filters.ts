import type { Event } from '@wfc/shared';

/** Whether something has happened yet, against the visitor's clock (product-spec.md §4). */
export type TimeStatus = 'past' | 'upcoming';

export type CategoryFilter = 'all' | Event['category'];
export type TimeFilter = 'all' | TimeStatus;

export interface EventFilters {
  category: CategoryFilter;
  time: TimeFilter;
}

/** An event dated earlier than now is Past; a later one is Upcoming (the very instant counts as Past). */
export function timeStatusOf(isoDate: string, now: Date | number): TimeStatus {
  return Date.parse(isoDate) > +now ? 'upcoming' : 'past';
}

/** The events matching both filters, in the order given. Without `now` (before hydration) the time filter cannot apply and only `all` matches. */
export function filterEvents(events: readonly Event[], filters: EventFilters, now: Date | number | undefined): Event[] {
  return events.filter((event) => {
    if (filters.category !== 'all' && event.category !== filters.category) return false;
    if (filters.time === 'all') return true;
    return now !== undefined && timeStatusOf(event.dateObj, now) === filters.time;
  });
}
