import { useLingui } from '@lingui/react/macro';
import { downloadReportCsv } from '../api/download-report-csv';
import { useStaffReport } from '../api/get-staff-report';
import type { Period } from '../lib/period';
import { useReportFormat } from '../lib/use-report-format';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** Events: per event starting in the period, registered, confirmed, waitlisted, checked in and no-shows. */
export function EventsReportSection({ period }: { period: Period }) {
  const { t } = useLingui();
  const format = useReportFormat();
  const report = useStaffReport('events', period);
  const data = report.data;
  const rows = data?.events ?? [];
  const figures = [
    { key: 'registered', label: t`Registered` },
    { key: 'confirmed', label: t`Confirmed` },
    { key: 'waitlisted', label: t`Waitlisted` },
    { key: 'checkedIn', label: t`Checked in` },
    { key: 'noShows', label: t`No-shows` },
  ] as const;

  return (
    <ReportSection
      id="events"
      title={t`Events`}
      loading={report.loading}
      error={report.error}
      numberFormat={format.number}
      onDownload={() => downloadReportCsv('events', period)}
      figures={
        data
          ? [
              { label: t`Events`, value: format.number(data.totals.events) },
              { label: t`Registered`, value: format.number(data.totals.registered) },
              { label: t`Checked in`, value: format.number(data.totals.checkedIn) },
              { label: t`No-shows`, value: format.number(data.totals.noShows) },
            ]
          : []
      }
      chart={
        data && {
          kind: 'bars',
          labels: rows.map((row) => row.title),
          series: figures.map(({ key, label }) => ({ label, values: rows.map((row) => row[key]) })),
        }
      }
      chartCaption={t`Registered, confirmed, waitlisted, checked in and no-shows, per event`}
      table={
        data && (
          <ReportTable
            caption={t`Events in the period`}
            columns={[{ label: t`Event` }, { label: t`Starts` }, ...figures.map(({ label }) => ({ label, numeric: true }))]}
            rows={rows.map((row) => [row.title, format.date(row.startsAt), ...figures.map(({ key }) => format.number(row[key]))])}
            empty={t`No event in this period.`}
          />
        )
      }
    />
  );
}
