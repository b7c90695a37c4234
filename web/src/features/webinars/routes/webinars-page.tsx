import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import { VideoOff } from 'lucide-react';
import { useState } from 'react';
import { FilterPanel, ListItems, ListPage } from '../../../components/list-page';
import { countOf } from '../../../lib/count';
import { useHydrated } from '../../../lib/use-hydrated';
import type { FilterOption } from '../../../components/ui/filter-buttons';
import { BackToResources } from '../../resources';
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
  const query = useWebinars();
  const [filter, setFilter] = useState<WebinarFilter>('all');
  // Upcoming and past depend on the visitor's clock, known only once hydrated.
  const hydrated = useHydrated();
  const { t, i18n } = useLingui();
  const options: FilterOption<WebinarFilter>[] = filterOptions.map(({ value, label }) => ({ value, label: t(label) }));
  const shown = filterWebinars(query.data ?? [], filter, hydrated ? new Date() : undefined);
  const { form, text: count } = countOf(shown.length, i18n.locale);

  return (
    <ListPage
      query={query}
      back={<BackToResources />}
      title={<Trans>Webinars</Trans>}
      intro={<Trans>Join a live session or catch up on a recording: practical learning from founders and enablers.</Trans>}
      filters={<FilterPanel label={t`Show`} options={options} value={filter} onChange={setFilter} />}
      failed={<Trans>The webinars could not be loaded. Please try again later.</Trans>}
      loadingText={<Trans>Loading webinars…</Trans>}
    >
      {() => (
        <ListItems
          items={shown}
          keyOf={(webinar) => webinar.id}
          count={<Select value={form} _one={`Showing ${count} webinar`} other={`Showing ${count} webinars`} />}
          empty={{ icon: VideoOff, title: <Trans>No webinars found</Trans>, text: <Trans>Try another filter to see more webinars.</Trans> }}
        >
          {(webinar, index) => <WebinarCard webinar={webinar} eager={index === 0} />}
        </ListItems>
      )}
    </ListPage>
  );
}
