import { Trans, useLingui } from '@lingui/react/macro';
import { Stat } from '../../../components/ui/stat';

/** What a number of the Overview shows: the value, or that it is still loading or could not be read. */
export type OverviewValue = number | 'loading' | 'failed';

/** Overview: total cases, total enablers, and whether a report exists (Yes or No). */
export function OverviewPanel({
  totalCases,
  totalEnablers,
  reportsAvailable,
}: {
  totalCases: OverviewValue;
  totalEnablers: OverviewValue;
  reportsAvailable: boolean | null;
}) {
  const { t } = useLingui();
  const show = (value: OverviewValue) => (value === 'loading' ? '…' : value === 'failed' ? t`Unavailable` : value);
  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title" className="text-2xl font-bold text-brand-900">
        <Trans>Overview</Trans>
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <Stat label={t`Total cases`} value={show(totalCases)} />
        <Stat label={t`Total enablers`} value={show(totalEnablers)} />
        <Stat label={t`Reports available`} value={reportsAvailable === null ? '…' : reportsAvailable ? t`Yes` : t`No`} />
      </dl>
    </section>
  );
}
