import { Trans, useLingui } from '@lingui/react/macro';
import type { EnablerCaseCounts } from '@wfc/shared';
import { Stat } from '../../../components/ui/stat';

/** Overview: Total, Pending, In progress and Completed (decisions.md 10: In progress counts Accepted), counted by the server. */
export function CaseOverview({ counts }: { counts: EnablerCaseCounts | undefined }) {
  const { t } = useLingui();
  const show = (value: number | undefined) => value ?? '…';
  return (
    <section aria-labelledby="enabler-overview-title">
      <h2 id="enabler-overview-title" className="text-2xl font-bold text-brand-900">
        <Trans>Overview</Trans>
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label={t`Total`} value={show(counts?.total)} />
        <Stat label={t`Pending`} value={show(counts?.pending)} />
        <Stat label={t`In progress`} value={show(counts?.inProgress)} />
        <Stat label={t`Completed`} value={show(counts?.completed)} />
      </dl>
    </section>
  );
}
