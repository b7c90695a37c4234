import { useLingui } from '@lingui/react/macro';
import { downloadReportCsv } from '../api/download-report-csv';
import { useStaffReport } from '../api/get-staff-report';
import { daysView } from '../lib/days-view';
import type { Period } from '../lib/period';
import { useReportFormat } from '../lib/use-report-format';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** Inquiries to enablers: sent per day, accepted, declined, unanswered and time to answer, by enabler. */
export function InquiriesReportSection({ period }: { period: Period }) {
  const { t } = useLingui();
  const format = useReportFormat();
  const report = useStaffReport('inquiries', period);
  const data = report.data;
  const view = data && daysView(data.days, [{ field: 'count', label: t`Sent` }], format, { day: t`Day`, month: t`Month` });
  const caption = view?.by === 'month' ? t`Inquiries sent, each month` : t`Inquiries sent, each day`;

  return (
    <ReportSection
      id="inquiries"
      title={t`Inquiries`}
      loading={report.loading}
      error={report.error}
      numberFormat={format.number}
      onDownload={() => downloadReportCsv('inquiries', period)}
      figures={
        data
          ? [
              { label: t`Sent`, value: format.number(data.totals.sent) },
              { label: t`Accepted`, value: format.number(data.totals.accepted) },
              { label: t`Declined`, value: format.number(data.totals.declined) },
              { label: t`Time to answer (median)`, value: format.hours(data.totals.answer.medianHours) },
            ]
          : []
      }
      chart={view?.chart}
      chartCaption={caption}
      table={view && <ReportTable caption={caption} columns={view.columns} rows={view.rows} empty={t`Nothing in this period.`} />}
      more={
        data && (
          <div className="xl:col-span-2">
            <ReportTable
              caption={t`Inquiries by enabler`}
              columns={[
                { label: t`Enabler` },
                { label: t`Sent`, numeric: true },
                { label: t`Accepted`, numeric: true },
                { label: t`Declined`, numeric: true },
                { label: t`Not answered yet`, numeric: true },
                { label: t`Time to answer (median)`, numeric: true },
                { label: t`Time to answer (90th percentile)`, numeric: true },
              ]}
              rows={[
                ...data.byEnabler,
                ...(data.byEnabler.length > 0 ? [{ ...data.totals, enabler: { profileId: 0, name: t`All enablers` } }] : []),
              ].map((row) => [
                row.enabler.name,
                format.number(row.sent),
                format.number(row.accepted),
                format.number(row.declined),
                format.number(row.unanswered),
                format.hours(row.answer.medianHours),
                format.hours(row.answer.p90Hours),
              ])}
              empty={t`No inquiry in this period.`}
            />
          </div>
        )
      }
    />
  );
}
