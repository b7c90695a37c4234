import { Stat } from '../../../components/ui/stat';

/** What a number of the Overview shows: the value, or that it is still loading or could not be read. */
export type OverviewValue = number | 'loading' | 'failed';

const show = (value: OverviewValue) => (value === 'loading' ? '…' : value === 'failed' ? 'Unavailable' : value);

/** Overview: total cases, total enablers, and whether a report exists (Yes or No). */
export function OverviewPanel({ totalCases, totalEnablers, reportsAvailable }: { totalCases: OverviewValue; totalEnablers: OverviewValue; reportsAvailable: boolean | null }) {
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title" className="text-2xl font-bold text-brand-900">
        Overview
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <Stat label="Total cases" value={show(totalCases)} />
        <Stat label="Total enablers" value={show(totalEnablers)} />
        <Stat label="Reports available" value={reportsAvailable === null ? '…' : reportsAvailable ? 'Yes' : 'No'} />
      </dl>
    </section>
  );
}
