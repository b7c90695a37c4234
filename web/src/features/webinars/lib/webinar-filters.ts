import type { Webinar } from '@wfc/shared';

/** All Webinars, Upcoming (date later than now) or Past Webinars (date up to now), product-spec.md §4. */
export type WebinarFilter = 'all' | 'upcoming' | 'past';

/** Whether a webinar is still to come: its date is later than now. */
export function isUpcomingWebinar(webinar: Pick<Webinar, 'date'>, now: Date | number): boolean {
  return Date.parse(webinar.date) > +now;
}

/** The webinars the filter keeps, in the order given. Without `now` (before hydration) only `all` can apply. */
export function filterWebinars<T extends Pick<Webinar, 'date'>>(
  webinars: readonly T[],
  filter: WebinarFilter,
  now: Date | number | undefined,
): T[] {
  if (filter === 'all') return [...webinars];
  if (now === undefined) return [];
  return webinars.filter((webinar) => isUpcomingWebinar(webinar, now) === (filter === 'upcoming'));
}
