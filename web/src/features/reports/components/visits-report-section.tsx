import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { localeNames, type VisitDevice } from '@wfc/shared';
import { downloadReportCsv } from '../api/download-report-csv';
import { useVisitsReport } from '../api/get-visits-report';
import { daysView } from '../lib/days-view';
import type { Period } from '../lib/period';
import { useReportFormat } from '../lib/use-report-format';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

const deviceLabels = { mobile: msg`Phone`, tablet: msg`Tablet`, desktop: msg`Computer` } as const satisfies Record<VisitDevice, unknown>;

/**
 * Visits to the public pages, counted without cookies or personal data: page views and daily unique
 * visitors, top pages, referring sites, language and device class.
 */
export function VisitsReportSection({ period }: { period: Period }) {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const report = useVisitsReport(period);
  const data = report.data;
  const view =
    data &&
    daysView(
      data.days,
      [
        { field: 'pageViews', label: t`Page views` },
        { field: 'visitors', label: t`Daily visitors` },
      ],
      format,
      { day: t`Day`, month: t`Month (visitors: daily average)` },
      ['visitors'],
    );
  const caption = view?.by === 'month' ? t`Page views and daily visitors, each month` : t`Page views and daily visitors, each day`;
  const pageViews = data?.days.reduce((sum, day) => sum + day.pageViews, 0) ?? 0;
  const averageVisitors = data && data.days.length > 0 ? data.days.reduce((sum, day) => sum + day.visitors, 0) / data.days.length : 0;
  const viewsColumn = { label: t`Page views`, numeric: true };

  return (
    <ReportSection
      id="visits"
      title={t`Visits`}
      loading={report.loading}
      error={report.error}
      numberFormat={format.number}
      onDownload={() => downloadReportCsv('visits', period)}
      figures={
        data
          ? [
              { label: t`Page views`, value: format.number(pageViews) },
              { label: t`Daily visitors (average)`, value: format.number(averageVisitors) },
            ]
          : []
      }
      chart={view?.chart}
      chartCaption={caption}
      table={view && <ReportTable caption={caption} columns={view.columns} rows={view.rows} empty={t`Nothing in this period.`} />}
      more={
        data && (
          <>
            <ReportTable
              caption={t`Most viewed pages`}
              columns={[{ label: t`Page` }, viewsColumn]}
              rows={data.pages.map((page) => [page.path, format.number(page.pageViews)])}
              empty={t`No page views in this period.`}
            />
            <ReportTable
              caption={t`Referring sites`}
              columns={[{ label: t`Site` }, viewsColumn]}
              rows={data.referrers.map((referrer) => [referrer.host, format.number(referrer.pageViews)])}
              empty={t`No other site sent visitors in this period.`}
            />
            <ReportTable
              caption={t`Page views by language`}
              columns={[{ label: t`Language` }, viewsColumn]}
              rows={data.languages.map((language) => [localeNames[language.locale], format.number(language.pageViews)])}
              empty={t`No page views in this period.`}
            />
            <ReportTable
              caption={t`Page views by device`}
              columns={[{ label: t`Device` }, viewsColumn]}
              rows={data.devices.map((device) => [i18n._(deviceLabels[device.device]), format.number(device.pageViews)])}
              empty={t`No page views in this period.`}
            />
          </>
        )
      }
      note={t`Counted without cookies or personal data. Staff, robots and browsers that ask not to be tracked are left out.`}
    />
  );
}
