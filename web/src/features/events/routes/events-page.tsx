import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { useHydrated } from '../../../lib/use-hydrated';
import { useEvents } from '../api/get-events';
import { EventCard } from '../components/event-card';
import { FilterButtons, type FilterOption } from '../../../components/ui/filter-buttons';
import { filterEvents, timeStatusOf, type CategoryFilter, type EventFilters, type TimeFilter } from '../lib/event-filters';

const categoryOptions: FilterOption<CategoryFilter>[] = [
  { value: 'all', label: 'All Categories' },
  { value: 'event', label: 'Events' },
  { value: 'workshop', label: 'Workshops' },
];

const timeOptions: FilterOption<TimeFilter>[] = [
  { value: 'all', label: 'All Time' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

/** Events & Workshops (product-spec.md §2): filter by category and by time, cards open the event's page. */
export default function EventsPage() {
  const { data: events, error, loading } = useEvents();
  const [filters, setFilters] = useState<EventFilters>({ category: 'all', time: 'all' });
  // Past and Upcoming depend on the visitor's clock, known only once hydrated.
  const hydrated = useHydrated();
  const now = hydrated ? new Date() : undefined;
  const shown = filterEvents(events ?? [], filters, now);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold text-brand-900">Events &amp; Workshops</h1>
        <p className="mt-4 text-lg text-gray-700">
          Meetups, summits and hands-on workshops where members learn from our enablers and from each other.
        </p>
      </header>

      <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-brand-50 p-4 sm:p-5 lg:flex-row lg:gap-10">
        <FilterButtons label="Category" options={categoryOptions} value={filters.category} onChange={(category) => setFilters((f) => ({ ...f, category }))} />
        <FilterButtons label="Time" options={timeOptions} value={filters.time} onChange={(time) => setFilters((f) => ({ ...f, time }))} />
      </div>

      {error && !events && (
        <Banner tone="error" className="mt-8">
          The events could not be loaded. Please try again later.
        </Banner>
      )}
      {loading && (
        <p role="status" className="mt-8 text-gray-700">
          Loading events…
        </p>
      )}

      {events && (
        <>
          <p role="status" className="mt-6 text-sm text-gray-700">
            {shown.length === 1 ? 'Showing 1 event' : `Showing ${shown.length} events`}
          </p>
          {shown.length > 0 ? (
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((event, index) => (
                <li key={event.id}>
                  <EventCard event={event} status={now ? timeStatusOf(event.dateObj, now) : undefined} eager={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-gray-400 px-6 py-16 text-center">
              <CalendarX aria-hidden="true" className="size-10 text-brand-800" />
              <h2 className="mt-4 text-2xl font-semibold text-gray-900">No events found</h2>
              <p className="mt-2 text-gray-700">Try changing your filters to see more events.</p>
            </div>
          )}
        </>
      )}
    </div>
  );
}
