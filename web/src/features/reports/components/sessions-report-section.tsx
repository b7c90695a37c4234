import { useLingui } from '@lingui/react/macro';
import { downloadReportCsv } from '../api/download-report-csv';
import { useStaffReport } from '../api/get-staff-report';
import type { Period } from '../lib/period';
import { useReportFormat } from '../lib/use-report-format';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** Mentoring sessions: per enabler, booked, held, minutes, no-shows, cancelled and ratings. */
export function SessionsReportSection({ period }: { period: Period }) {
  const { t } = useLingui();
  const format = useReportFormat();
  const report = useStaffReport('sessions', period);
  const data = report.data;
  const rows = data?.byEnabler ?? [];
  const rating = ({ average, count }: { average: number | null; count: number }) =>
    count === 0 ? '–' : `${format.number(average)} (${format.number(count)})`;

  return (
    <ReportSection
      id="sessions"
      title={t`Mentoring sessions`}
      loading={report.loading}
      error={report.error}
      numberFormat={format.number}
      onDownload={() => downloadReportCsv('sessions', period)}
      figures={
        data
          ? [
              { label: t`Booked`, value: format.number(data.totals.booked) },
              { label: t`Held`, value: format.number(data.totals.held) },
              { label: t`Minutes`, value: format.number(data.totals.minutes) },
              { label: t`No-shows`, value: format.number(data.totals.noShows.mentee + data.totals.noShows.enabler) },
            ]
          : []
      }
      chart={
        data && {
          kind: 'bars',
          labels: rows.map((row) => row.enabler.name),
          series: [
            { label: t`Booked`, values: rows.map((row) => row.booked) },
            { label: t`Held`, values: rows.map((row) => row.held) },
            { label: t`No-shows`, values: rows.map((row) => row.noShows.mentee + row.noShows.enabler) },
          ],
        }
      }
      chartCaption={t`Sessions booked, held and missed, per enabler`}
      table={
        data && (
          <ReportTable
            caption={t`Mentoring sessions by enabler`}
            columns={[
              { label: t`Enabler` },
              { label: t`Booked`, numeric: true },
              { label: t`Held`, numeric: true },
              { label: t`Minutes`, numeric: true },
              { label: t`Mentee did not come`, numeric: true },
              { label: t`Enabler did not come`, numeric: true },
              { label: t`Cancelled`, numeric: true },
              { label: t`Rating (ratings)`, numeric: true },
            ]}
            rows={[
              ...rows.map((row) => [
                row.enabler.name,
                format.number(row.booked),
                format.number(row.held),
                format.number(row.minutes),
                format.number(row.noShows.mentee),
                format.number(row.noShows.enabler),
                format.number(row.cancelled),
                rating(row.rating),
              ]),
              ...(rows.length > 0 && data
                ? [
                    [
                      t`All enablers`,
                      format.number(data.totals.booked),
                      format.number(data.totals.held),
                      format.number(data.totals.minutes),
                      format.number(data.totals.noShows.mentee),
                      format.number(data.totals.noShows.enabler),
                      format.number(data.totals.cancelled),
                      rating(data.totals.rating),
                    ],
                  ]
                : []),
            ]}
            empty={t`No session in this period.`}
          />
        )
      }
    />
  );
}
