import { Trans } from '@lingui/react/macro';
import type { Case, AssignableEnabler } from '@wfc/shared';
import { Button } from '../../../components/ui/button';
import { CaseCard } from './case-card';

/** Help Requests: every case, newest first, a page at a time, each assignable to an enabler. */
export function CasesPanel({
  cases,
  total,
  loading,
  hasMore,
  loadingMore,
  onLoadMore,
  enablers,
  assigningId,
  onAssign,
}: {
  cases: readonly Case[];
  total: number | null;
  loading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  enablers: readonly AssignableEnabler[];
  assigningId: string | null;
  onAssign: (caseId: string, enablerId: string) => void;
}) {
  const shown = cases.length;
  const all = total ?? shown;
  return (
    <section aria-labelledby="cases-title">
      <h2 id="cases-title" className="text-2xl font-bold text-brand-900">
        <Trans>Help Requests</Trans>
      </h2>
      {loading && cases.length === 0 ? (
        <p className="mt-4 text-gray-700">
          <Trans>Loading cases…</Trans>
        </p>
      ) : cases.length === 0 ? (
        <p className="mt-4 rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
          <Trans>No cases available</Trans>
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-gray-700" aria-live="polite">
            <Trans>
              Showing {shown} of {all}
            </Trans>
          </p>
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {cases.map((item) => (
              <CaseCard key={item._id} item={item} enablers={enablers} busy={assigningId !== null} onAssign={onAssign} />
            ))}
          </ul>
          {hasMore && (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
                {loadingMore ? <Trans>Loading...</Trans> : <Trans>Load more</Trans>}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
