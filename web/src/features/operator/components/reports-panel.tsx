import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Report } from '@wfc/shared';
import { Stat } from '../../../components/ui/stat';
import { countOf } from '../../../lib/count';
import { sharedMessages } from '../../../lib/shared-messages';
import { formatLocale } from '../../../lib/format-locale';

/** Reports: open cases, cases past their deadline, and each enabler's completed / assigned. */
export function ReportsPanel({ report, loading }: { report: Report | null | undefined; loading: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="reports-title">
      <h2 id="reports-title" className="text-2xl font-bold text-brand-900">
        <Trans>Reports</Trans>
      </h2>
      {report === null ? (
        <p className="mt-4 rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">{i18n._(sharedMessages.noReports)}</p>
      ) : report === undefined ? (
        loading && (
          <p className="mt-4 text-gray-700">
            <Trans>Loading reports…</Trans>
          </p>
        )
      ) : (
        <>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            <Stat label={t`Open / pending cases`} value={report.openPending} />
            <Stat label={t`Cases past deadline`} value={report.pastDeadlineCount} />
          </dl>
          <h3 className="mt-8 text-lg font-semibold text-gray-900">
            <Trans>Enabler performance</Trans>
          </h3>
          {report.enablerPerformance.length === 0 ? (
            <p className="mt-2 text-gray-700">
              <Trans>No active enablers yet.</Trans>
            </p>
          ) : (
            <ul className="mt-3 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
              {report.enablerPerformance.map(({ enabler, completedCount, totalAssigned, ratingCount, averageRating }) => (
                <li key={enabler._id} className="px-4 py-3 text-gray-900">
                  {/* The spec's line stays one element of its own, so it still reads exactly "name - Completed: x / total". */}
                  <span>
                    {enabler.name} -{' '}
                    <span className="whitespace-nowrap">
                      <Trans>
                        Completed: {completedCount} / {totalAssigned}
                      </Trans>
                    </span>
                  </span>
                  {ratingCount && averageRating != null ? <RatingNote average={averageRating} count={ratingCount} /> : null}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** The requesters' average rating of an enabler's cases and how many ratings it is of. */
function RatingNote({ average, count }: { average: number; count: number }) {
  const { t, i18n } = useLingui();
  const rating = new Intl.NumberFormat(formatLocale(i18n.locale), { maximumFractionDigits: 1 }).format(average);
  const { form, text: ratingCount } = countOf(count, i18n.locale);
  const note = t`Rating ${rating} / 5 from ${select(form, { one: `${ratingCount} rating`, other: `${ratingCount} ratings` })}`;
  return <span className="whitespace-nowrap text-gray-700">{` · ${note}`}</span>;
}
