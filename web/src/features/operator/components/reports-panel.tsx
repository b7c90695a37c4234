import type { Report } from '@wfc/shared';
import { Stat } from '../../../components/ui/stat';
import { messages } from '@wfc/shared/messages';

/** Reports: open cases, cases past their deadline, and each enabler's completed / assigned. */
export function ReportsPanel({ report, loading }: { report: Report | null | undefined; loading: boolean }) {
  return (
    <section aria-labelledby="reports-title">
      <h2 id="reports-title" className="text-2xl font-bold text-brand-900">
        Reports
      </h2>
      {report === null ? (
        <p className="mt-4 rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">{messages.noReports}</p>
      ) : report === undefined ? (
        loading && <p className="mt-4 text-gray-700">Loading reports…</p>
      ) : (
        <>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Stat label="Open / pending cases" value={report.openPending} />
            <Stat label="Cases past deadline" value={report.pastDeadlineCount} />
          </dl>
          <h3 className="mt-8 text-lg font-semibold text-gray-900">Enabler performance</h3>
          {report.enablerPerformance.length === 0 ? (
            <p className="mt-2 text-gray-700">No active enablers yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
              {report.enablerPerformance.map((row) => (
                <li key={row.enabler._id} className="px-4 py-3 text-gray-900">
                  {/* The spec's line stays one element of its own, so it still reads exactly "name - Completed: x / total". */}
                  <span>
                    {row.enabler.name} - <span className="whitespace-nowrap">Completed: {row.completedCount} / {row.totalAssigned}</span>
                  </span>
                  {row.ratingCount && row.averageRating != null ? <RatingNote average={row.averageRating} count={row.ratingCount} /> : null}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}


const oneDecimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** The requesters' average rating of an enabler's cases and how many ratings it is of. */
function RatingNote({ average, count }: { average: number; count: number }) {
  return (
    <span className="whitespace-nowrap text-gray-700">
      {` · Rating ${oneDecimal.format(average)} / 5 from ${count} ${count === 1 ? 'rating' : 'ratings'}`}
    </span>
  );
}
