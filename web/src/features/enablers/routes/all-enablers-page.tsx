import { Select, Trans, useLingui } from '@lingui/react/macro';
import type { Enabler } from '@wfc/shared';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { countOf } from '../../../lib/count';
import { replayEarlyInput } from '../../../lib/early-input';
import { Button } from '../../../components/ui/button';
import { useInquiryModal } from '../../inquiry/use-inquiry-modal';
import { useBookableEnablers } from '../../session-booking';
import { useSite } from '../../site/use-site';
import { useDirectoryEnablers } from '../api/get-directory-enablers';
import { EnablerCard } from '../components/enabler-card';
import { EnablerFilterPanel } from '../components/enabler-filter-panel';
import { filterEnablers, noFilters, type EnablerFilters } from '../lib/filter-enablers';

/** How long the grid says it is busy after a filter change (product-spec.md §9). */
const FILTER_BUSY_MS = 100;
const panelId = 'enabler-filters';

const unique = (values: string[]) => [...new Set(values)];

/** /allenablers (product-spec.md §2, All Enablers directory): search, filters, cards, Connect. */
export default function AllEnablersPage() {
  const { data: enablers, error, reload } = useDirectoryEnablers();
  const { data: site } = useSite();
  const [filters, setFilters] = useState<EnablerFilters>(noFilters);
  const [panelOpen, setPanelOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyTimer = useRef<number | undefined>(undefined);
  const inquiry = useInquiryModal();
  // Who takes bookings changes by the hour: asked once the cards are shown, never before them.
  const bookable = useBookableEnablers(enablers !== undefined);
  const bookableIds = useMemo(() => new Set(bookable?.profileIds ?? []), [bookable]);
  const { t, i18n } = useLingui();

  useEffect(() => () => window.clearTimeout(busyTimer.current), []);

  const all = useMemo(() => enablers ?? [], [enablers]);
  const shown = useMemo(() => filterEnablers(all, filters), [all, filters]);
  const expertiseTags = useMemo(() => {
    const used = new Set(all.flatMap((enabler) => enabler.expertise));
    // The site's list gives the order; a tag no enabler has would only ever lead to No Matches Found.
    return unique([...(site?.expertise ?? []), ...used]).filter((tag) => used.has(tag));
  }, [all, site?.expertise]);
  const regions = useMemo(() => unique(all.map((enabler) => enabler.region)), [all]);

  function change(next: EnablerFilters) {
    setFilters(next);
    setBusy(true);
    window.clearTimeout(busyTimer.current);
    busyTimer.current = window.setTimeout(() => setBusy(false), FILTER_BUSY_MS);
  }
  const resetFilters = () => change({ ...noFilters, search: filters.search });
  const resetAll = () => change(noFilters);
  const shownCount = shown.length;
  const { form, text: total } = countOf(all.length, i18n.locale);
  const connect = (enabler: Enabler, opener: HTMLElement) => inquiry.open(enabler, opener);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <header className="text-center">
        <h1 className="text-4xl font-bold text-brand-900">
          <Trans>All Enablers</Trans>
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-gray-700">
          <Trans>
            Find a mentor by name, expertise, region or experience, and send her a message. Our enablers give their time free of charge.
          </Trans>
        </p>
      </header>

      <div className="mt-10">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor="enabler-search" className="block text-sm font-medium text-gray-900">
              <Trans>Search enablers</Trans>
            </label>
            <div className="relative mt-1">
              <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-gray-600" />
              <input
                ref={replayEarlyInput}
                id="enabler-search"
                type="search"
                value={filters.search}
                onChange={(event) => change({ ...filters, search: event.target.value })}
                placeholder={t`Name, title or description`}
                className="block w-full rounded-lg border border-gray-400 bg-white py-2.5 pl-10 pr-3 text-base text-gray-900 placeholder:text-gray-600 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700"
              />
            </div>
          </div>
          <Button variant="secondary" aria-expanded={panelOpen} aria-controls={panelId} onClick={() => setPanelOpen(!panelOpen)}>
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {panelOpen ? t`Hide Filters` : t`Show Filters`}
          </Button>
        </div>
        <EnablerFilterPanel
          id={panelId}
          open={panelOpen}
          filters={filters}
          expertiseTags={expertiseTags}
          regions={regions}
          onChange={change}
          onReset={resetFilters}
        />
      </div>

      {error && !enablers && (
        <Banner tone="error" className="mt-8">
          <Trans>
            We could not load the enablers.{' '}
            <button type="button" onClick={reload} className="font-semibold underline">
              Try again
            </button>
          </Trans>
        </Banner>
      )}

      {enablers && (
        <>
          <p role="status" className="mt-8 text-sm text-gray-700">
            {/* English keeps "enablers" for one too, as the page always has; Malayalam's noun follows the total. */}
            <Select value={form} _one={`Showing ${shownCount} of ${total} enablers`} other={`Showing ${shownCount} of ${total} enablers`} />
          </p>
          {shown.length > 0 ? (
            <ul aria-label={t`Enablers`} aria-busy={busy} className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((enabler, position) => (
                <EnablerCard
                  key={enabler.id}
                  enabler={enabler}
                  position={position}
                  onConnect={connect}
                  booking={bookableIds.has(enabler.id) ? { stats: bookable?.stats[String(enabler.id)] } : undefined}
                />
              ))}
            </ul>
          ) : (
            <div className="mt-8 rounded-2xl border border-dashed border-gray-400 px-6 py-16 text-center">
              <h2 className="text-2xl font-bold text-brand-900">
                <Trans>No Matches Found</Trans>
              </h2>
              <p className="mt-2 text-gray-700">
                <Trans>No enabler matches this search and these filters.</Trans>
              </p>
              <Button onClick={resetAll} className="mt-6">
                <Trans>Reset All Filters</Trans>
              </Button>
            </div>
          )}
        </>
      )}
      {inquiry.modal}
    </div>
  );
}
