import { useLingui } from '@lingui/react/macro';
import { downloadReportCsv } from '../api/download-report-csv';
import { useStaffReport } from '../api/get-staff-report';
import type { Period } from '../lib/period';
import { useReportFormat } from '../lib/use-report-format';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** Newsletters: per newsletter sent in the period, sent, failed and unsubscribed since (no opens or clicks are tracked). */
export function NewslettersReportSection({ period }: { period: Period }) {
  const { t } = useLingui();
  const format = useReportFormat();
  const report = useStaffReport('newsletters', period);
  const data = report.data;
  const rows = data?.newsletters ?? [];

  return (
    <ReportSection
      id="newsletters"
      title={t`Newsletters`}
      loading={report.loading}
      error={report.error}
      numberFormat={format.number}
      onDownload={() => downloadReportCsv('newsletters', period)}
      note={t`No opens or clicks are tracked.`}
      figures={
        data
          ? [
              { label: t`Newsletters sent`, value: format.number(data.totals.newsletters) },
              { label: t`E-mails sent`, value: format.number(data.totals.sent) },
              { label: t`Failed`, value: format.number(data.totals.failed) },
              { label: t`Unsubscribed since`, value: format.number(data.totals.unsubscribed) },
            ]
          : []
      }
      chart={
        data && {
          kind: 'bars',
          labels: rows.map((row) => row.subject),
          series: [
            { label: t`Sent`, values: rows.map((row) => row.sent) },
            { label: t`Failed`, values: rows.map((row) => row.failed) },
            { label: t`Unsubscribed since`, values: rows.map((row) => row.unsubscribed) },
          ],
        }
      }
      chartCaption={t`E-mails sent, failed and unsubscribed since, per newsletter`}
      table={
        data && (
          <ReportTable
            caption={t`Newsletters sent in the period`}
            columns={[
              { label: t`Newsletter` },
              { label: t`Started` },
              { label: t`Recipients`, numeric: true },
              { label: t`Sent`, numeric: true },
              { label: t`Failed`, numeric: true },
              { label: t`Unsubscribed since`, numeric: true },
            ]}
            rows={rows.map((row) => [
              row.subject,
              format.date(row.startedAt),
              format.number(row.recipients),
              format.number(row.sent),
              format.number(row.failed),
              format.number(row.unsubscribed),
            ])}
            empty={t`No newsletter was sent in this period.`}
          />
        )
      }
    />
  );
}
