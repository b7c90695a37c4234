import { useLingui } from '@lingui/react/macro';
import { downloadReportCsv } from '../api/download-report-csv';
import { useStaffReport } from '../api/get-staff-report';
import { daysView } from '../lib/days-view';
import type { Period } from '../lib/period';
import { useReportFormat } from '../lib/use-report-format';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** Help: requests in per day, first response and resolution times, past deadlines, by enabler, ratings. */
export function HelpReportSection({ period }: { period: Period }) {
  const { t } = useLingui();
  const format = useReportFormat();
  const report = useStaffReport('help', period);
  const data = report.data;
  const headings = { day: t`Day`, month: t`Month` };
  const view = data && daysView(data.requestsIn.days, [{ field: 'count', label: t`Requests in` }], format, headings);
  const rating = (average: number | null, count: number) => (count === 0 ? '–' : `${format.number(average)} (${format.number(count)})`);

  return (
    <ReportSection
      id="help"
      title={t`Help requests`}
      loading={report.loading}
      error={report.error}
      numberFormat={format.number}
      onDownload={() => downloadReportCsv('help', period)}
      figures={
        data
          ? [
              { label: t`Requests in`, value: format.number(data.requestsIn.total) },
              { label: t`First response (median)`, value: format.hours(data.firstResponse.medianHours) },
              { label: t`Resolution (median)`, value: format.hours(data.resolution.medianHours) },
              { label: t`Past deadline`, value: format.number(data.pastDeadline.open + data.pastDeadline.completedLate) },
            ]
          : []
      }
      chart={view?.chart}
      chartCaption={view?.by === 'month' ? t`Help requests in, each month` : t`Help requests in, each day`}
      table={
        view && (
          <ReportTable
            caption={view.by === 'month' ? t`Help requests in, each month` : t`Help requests in, each day`}
            columns={view.columns}
            rows={view.rows}
            empty={t`Nothing in this period.`}
          />
        )
      }
      more={
        data && (
          <>
            <ReportTable
              caption={t`Response and resolution times`}
              columns={[
                { label: t`Time` },
                { label: t`Median`, numeric: true },
                { label: t`90th percentile`, numeric: true },
                { label: t`Cases measured`, numeric: true },
                { label: t`Not yet`, numeric: true },
              ]}
              rows={[
                [
                  t`First response`,
                  format.hours(data.firstResponse.medianHours),
                  format.hours(data.firstResponse.p90Hours),
                  format.number(data.firstResponse.count),
                  format.number(data.awaitingResponse),
                ],
                [
                  t`Resolution`,
                  format.hours(data.resolution.medianHours),
                  format.hours(data.resolution.p90Hours),
                  format.number(data.resolution.count),
                  format.number(data.unresolved),
                ],
              ]}
              empty=""
            />
            <ReportTable
              caption={t`Past deadline and ratings`}
              columns={[{ label: t`Figure` }, { label: t`Count`, numeric: true }]}
              rows={[
                [t`Past deadline, still open`, format.number(data.pastDeadline.open)],
                [t`Completed after the deadline`, format.number(data.pastDeadline.completedLate)],
                [t`Average rating (of 5)`, format.number(data.ratings.average)],
                ...data.ratings.distribution.map(({ rating: stars, count }) => [t`Rated ${stars} of 5`, format.number(count)]),
              ]}
              empty=""
            />
            <div className="xl:col-span-2">
              <ReportTable
                caption={t`Help requests by enabler`}
                columns={[
                  { label: t`Enabler` },
                  { label: t`Assigned`, numeric: true },
                  { label: t`Completed`, numeric: true },
                  { label: t`First response (median)`, numeric: true },
                  { label: t`First response (90th percentile)`, numeric: true },
                  { label: t`Awaiting a response`, numeric: true },
                  { label: t`Resolution (median)`, numeric: true },
                  { label: t`Resolution (90th percentile)`, numeric: true },
                  { label: t`Past deadline`, numeric: true },
                  { label: t`Rating (ratings)`, numeric: true },
                ]}
                rows={data.byEnabler.map((row) => [
                  row.enabler.name,
                  format.number(row.assigned),
                  format.number(row.completed),
                  format.hours(row.firstResponse.medianHours),
                  format.hours(row.firstResponse.p90Hours),
                  format.number(row.awaitingResponse),
                  format.hours(row.resolution.medianHours),
                  format.hours(row.resolution.p90Hours),
                  format.number(row.pastDeadline),
                  rating(row.rating.average, row.rating.count),
                ])}
                empty={t`No assigned cases in this period.`}
              />
            </div>
          </>
        )
      }
    />
  );
}
