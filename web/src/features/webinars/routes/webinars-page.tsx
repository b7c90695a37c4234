import { VideoOff } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { useHydrated } from '../../../lib/use-hydrated';
import { FilterButtons, type FilterOption } from '../../../components/ui/filter-buttons';
import { BackToResources } from '../../resources/components/back-to-resources';
import { useWebinars } from '../api/get-webinars';
import { WebinarCard } from '../components/webinar-card';
import { filterWebinars, type WebinarFilter } from '../lib/webinar-filters';

const filterOptions: FilterOption<WebinarFilter>[] = [
  { value: 'all', label: 'All Webinars' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past Webinars' },
];

/** The Webinars screen (product-spec.md §2), at /resources/webinars and /webinars. */
export default function WebinarsPage() {
  const { data: webinars, error, loading } = useWebinars();
  const [filter, setFilter] = useState<WebinarFilter>('all');
  // Upcoming and past depend on the visitor's clock, known only once hydrated.
  const hydrated = useHydrated();
  const shown = filterWebinars(webinars ?? [], filter, hydrated ? new Date() : undefined);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <BackToResources />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-4xl font-bold text-brand-900">Webinars</h1>
        <p className="mt-4 text-lg text-gray-700">Join a live session or catch up on a recording: practical learning from founders and enablers.</p>
      </header>

      <FilterButtons label="Show" options={filterOptions} value={filter} onChange={setFilter} className="mt-8 rounded-2xl bg-brand-50 p-4 sm:p-5" />

      {error && !webinars && (
        <Banner tone="error" className="mt-8">
          The webinars could not be loaded. Please try again later.
        </Banner>
      )}
      {loading && (
        <p role="status" className="mt-8 text-gray-700">
          Loading webinars…
        </p>
      )}

      {webinars && (
        <>
          <p role="status" className="mt-6 text-sm text-gray-700">
            {shown.length === 1 ? 'Showing 1 webinar' : `Showing ${shown.length} webinars`}
          </p>
          {shown.length > 0 ? (
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((webinar, index) => (
                <li key={webinar.id}>
                  <WebinarCard webinar={webinar} eager={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-gray-400 px-6 py-16 text-center">
              <VideoOff aria-hidden="true" className="size-10 text-brand-800" />
              <h2 className="mt-4 text-2xl font-semibold text-gray-900">No webinars found</h2>
              <p className="mt-2 text-gray-700">Try another filter to see more webinars.</p>
            </div>
          )}
        </>
      )}
    </div>
  );
}
