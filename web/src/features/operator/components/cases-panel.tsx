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
  return (
    <section aria-labelledby="cases-title">
      <h2 id="cases-title" className="text-2xl font-bold text-brand-900">
        Help Requests
      </h2>
      {loading && cases.length === 0 ? (
        <p className="mt-4 text-gray-700">Loading cases…</p>
      ) : cases.length === 0 ? (
        <p className="mt-4 rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">No cases available</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-gray-700" aria-live="polite">
            Showing {cases.length} of {total ?? cases.length}
          </p>
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {cases.map((item) => (
              <CaseCard key={item._id} item={item} enablers={enablers} busy={assigningId !== null} onAssign={onAssign} />
            ))}
          </ul>
          {hasMore && (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" onClick={onLoadMore} disabled={loadingMore}>
                {loadingMore ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
