/**
 * The events page's order (issue 38, people met 10): upcoming events first, the soonest first, then
 * past ones, the most recent first. An event is upcoming while its start is later than `now`, as the
 * page's Past and Upcoming badges say.
 */
export function orderEventsForList<T extends { dateObj: string }>(events: readonly T[], now: Date | number): T[] {
  const at = +now;
  const start = (event: T) => Date.parse(event.dateObj);
  const upcoming = events.filter((event) => start(event) > at).sort((a, b) => start(a) - start(b));
  const past = events.filter((event) => !(start(event) > at)).sort((a, b) => start(b) - start(a));
  return [...upcoming, ...past];
}

/** When that order next changes: the first start later than `now` (undefined when none is). */
export function nextEventStart(events: readonly { dateObj: string }[], now: Date | number): number | undefined {
  const later = events.map((event) => Date.parse(event.dateObj)).filter((start) => start > +now);
  return later.length === 0 ? undefined : Math.min(...later);
}

/** The key of the initial data that holds the instant a page was rendered at (the server's clock). */
export const RENDERED_AT = 'renderedAt';
