import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { VideoOff } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { useHydrated } from '../../../lib/use-hydrated';
import { FilterButtons, type FilterOption } from '../../../components/ui/filter-buttons';
import { BackToResources } from '../../resources/components/back-to-resources';
import { useWebinars } from '../api/get-webinars';
import { WebinarCard } from '../components/webinar-card';
import { filterWebinars, type WebinarFilter } from '../lib/webinar-filters';

const filterOptions: { value: WebinarFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All Webinars` },
  { value: 'upcoming', label: msg`Upcoming` },
  { value: 'past', label: msg`Past Webinars` },
];

/** The Webinars screen (product-spec.md §2), at /resources/webinars and /webinars. */
export default function WebinarsPage() {
  const { data: webinars, error, loading } = useWebinars();
  const [filter, setFilter] = useState<WebinarFilter>('all');
  // Upcoming and past depend on the visitor's clock, known only once hydrated.
  const hydrated = useHydrated();
  const { t } = useLingui();
  const options: FilterOption<WebinarFilter>[] = filterOptions.map(({ value, label }) => ({ value, label: t(label) }));
  const shown = filterWebinars(webinars ?? [], filter, hydrated ? new Date() : undefined);
  const count = shown.length;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <BackToResources />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-4xl font-bold text-brand-900">
          <Trans>Webinars</Trans>
        </h1>
        <p className="mt-4 text-lg text-gray-700">
          <Trans>Join a live session or catch up on a recording: practical learning from founders and enablers.</Trans>
        </p>
      </header>

      <FilterButtons
        label={t`Show`}
        options={options}
        value={filter}
        onChange={setFilter}
        className="mt-8 rounded-2xl bg-brand-50 p-4 sm:p-5"
      />

      {error && !webinars && (
        <Banner tone="error" className="mt-8">
          <Trans>The webinars could not be loaded. Please try again later.</Trans>
        </Banner>
      )}
      {loading && (
        <p role="status" className="mt-8 text-gray-700">
          <Trans>Loading webinars…</Trans>
        </p>
      )}

      {webinars && (
        <>
          <p role="status" className="mt-6 text-sm text-gray-700">
            <Plural value={count} one="Showing # webinar" other="Showing # webinars" />
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
              <h2 className="mt-4 text-2xl font-semibold text-gray-900">
                <Trans>No webinars found</Trans>
              </h2>
              <p className="mt-2 text-gray-700">
                <Trans>Try another filter to see more webinars.</Trans>
              </p>
            </div>
          )}
        </>
      )}
    </div>
  );
}
