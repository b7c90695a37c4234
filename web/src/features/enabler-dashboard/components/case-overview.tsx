import type { Case } from '@wfc/shared';
import { Stat } from '../../../components/ui/stat';
import { countCases } from '../case-counts';

/** Overview: Total, Pending, In progress and Completed. */
export function CaseOverview({ cases }: { cases: readonly Case[] | undefined }) {
  const counts = cases ? countCases(cases) : undefined;
  const show = (value: number | undefined) => value ?? '…';
  return (
    <section aria-labelledby="enabler-overview-title">
      <h2 id="enabler-overview-title" className="text-2xl font-bold text-brand-900">
        Overview
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label="Total" value={show(counts?.total)} />
        <Stat label="Pending" value={show(counts?.pending)} />
        <Stat label="In progress" value={show(counts?.inProgress)} />
        <Stat label="Completed" value={show(counts?.completed)} />
      </dl>
    </section>
  );
}
