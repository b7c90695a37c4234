import { msg } from '@lingui/core/macro';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CalendarPlus, CalendarX } from 'lucide-react';
import { localizedPath, orderEventsForList, RENDERED_AT } from '@wfc/shared';
import { useState } from 'react';
import { ListItems, ListPage } from '../../../components/list-page';
import { countOf } from '../../../lib/count';
import { useInitialData } from '../../../lib/initial-data';
import { useHydrated } from '../../../lib/use-hydrated';
import { useEvents } from '../api/get-events';
import { EventCard } from '../components/event-card';
import { FilterButtons, type FilterOption } from '../../../components/ui/filter-buttons';
import { filterEvents, timeStatusOf, type CategoryFilter, type EventFilters, type TimeFilter } from '../lib/event-filters';

type Option<T extends string> = { value: T; label: MessageDescriptor };

const categoryOptions: Option<CategoryFilter>[] = [
  { value: 'all', label: msg`All Categories` },
  { value: 'event', label: msg`Events` },
  { value: 'workshop', label: msg`Workshops` },
];

const timeOptions: Option<TimeFilter>[] = [
  { value: 'all', label: msg`All Time` },
  { value: 'upcoming', label: msg`Upcoming` },
  { value: 'past', label: msg`Past` },
];

/** Events & Workshops (product-spec.md §2): upcoming first, then past; filter by category and by time, cards open the event's page; the calendar feed to subscribe to. */
export default function EventsPage() {
  const query = useEvents();
  const events = query.data;
  const [filters, setFilters] = useState<EventFilters>({ category: 'all', time: 'all' });
  // Past and Upcoming depend on the visitor's clock, known only once hydrated.
  const hydrated = useHydrated();
  const now = hydrated ? new Date() : undefined;
  // Upcoming first, then past (issue 38): by the visitor's clock once hydrated; before, by the instant the server rendered the page.
  const renderedAt = useInitialData()[RENDERED_AT];
  const orderedAt = now ?? (typeof renderedAt === 'string' ? Date.parse(renderedAt) : undefined);
  const ordered = orderedAt === undefined ? (events ?? []) : orderEventsForList(events ?? [], orderedAt);
  const shown = filterEvents(ordered, filters, now);
  const { t, i18n } = useLingui();
  const { form, text: count } = countOf(shown.length, i18n.locale);
  const translated = <T extends string>(options: Option<T>[]): FilterOption<T>[] =>
    options.map(({ value, label }) => ({ value, label: t(label) }));

  return (
    <ListPage
      query={query}
      title={<Trans>Events &amp; Workshops</Trans>}
      intro={<Trans>Meetups, summits and hands-on workshops where members learn from our enablers and from each other.</Trans>}
      filters={
        <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-brand-50 p-4 sm:p-5 lg:flex-row lg:gap-10">
          <FilterButtons
            label={t`Category`}
            options={translated(categoryOptions)}
            value={filters.category}
            onChange={(category) => setFilters((f) => ({ ...f, category }))}
          />
          <FilterButtons
            label={t`Time`}
            options={translated(timeOptions)}
            value={filters.time}
            onChange={(time) => setFilters((f) => ({ ...f, time }))}
          />
        </div>
      }
      failed={<Trans>The events could not be loaded. Please try again later.</Trans>}
      loadingText={<Trans>Loading events…</Trans>}
      after={
        // The upcoming events as a calendar feed (issue 30): a calendar app keeps them up to date. Below the
        // cards, so the first card's image stays on the first screen of a phone.
        <a
          href={localizedPath(i18n.locale === 'ml' ? 'ml' : 'en', '/events.ics')}
          className="mt-8 inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          <CalendarPlus aria-hidden="true" className="size-5 shrink-0" />
          <Trans>Subscribe to the calendar</Trans>
        </a>
      }
    >
      {() => (
        <ListItems
          items={shown}
          keyOf={(event) => event.id}
          count={<Select value={form} _one={`Showing ${count} event`} other={`Showing ${count} events`} />}
          empty={{
            icon: CalendarX,
            title: <Trans>No events found</Trans>,
            text: <Trans>Try changing your filters to see more events.</Trans>,
          }}
        >
          {(event, index) => <EventCard event={event} status={now ? timeStatusOf(event.dateObj, now) : undefined} eager={index === 0} />}
        </ListItems>
      )}
    </ListPage>
  );
}
