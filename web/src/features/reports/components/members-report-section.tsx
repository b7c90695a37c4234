import { useLingui } from '@lingui/react/macro';
import { interestOptions, verticalOptions } from '@wfc/shared/membership/membership.options';
import { translateOptions } from '../../membership';
import { downloadReportCsv } from '../api/download-report-csv';
import { useStaffReport } from '../api/get-staff-report';
import { daysView } from '../lib/days-view';
import type { Period } from '../lib/period';
import { useReportFormat } from '../lib/use-report-format';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** Members: joined, confirmed and left per day, by vertical and interest, and e-mail reach now. */
export function MembersReportSection({ period }: { period: Period }) {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const report = useStaffReport('members', period);
  const data = report.data;
  const view =
    data &&
    daysView(
      data.days,
      [
        { field: 'joined', label: t`Joined` },
        { field: 'confirmed', label: t`Confirmed` },
        { field: 'left', label: t`Left` },
      ],
      format,
      { day: t`Day`, month: t`Month` },
    );
  const caption =
    view?.by === 'month' ? t`Members joined, confirmed and left, each month` : t`Members joined, confirmed and left, each day`;
  const labelIn = (options: { value: string; label: string }[], value: string) =>
    options.find((option) => option.value === value)?.label ?? value;
  const verticals = translateOptions(i18n, verticalOptions);
  const interests = translateOptions(i18n, interestOptions);
  const breakdownColumns = (first: string) => [
    { label: first },
    { label: t`Joined in the period`, numeric: true },
    { label: t`Members now`, numeric: true },
  ];

  return (
    <ReportSection
      id="members"
      title={t`Members`}
      loading={report.loading}
      error={report.error}
      numberFormat={format.number}
      onDownload={() => downloadReportCsv('members', period)}
      figures={
        data
          ? [
              { label: t`Joined`, value: format.number(data.totals.joined) },
              { label: t`Confirmed`, value: format.number(data.totals.confirmed) },
              { label: t`Left`, value: format.number(data.totals.left) },
              { label: t`E-mail allowed now`, value: format.number(data.emailReach.allowed) },
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
              caption={t`Members by vertical`}
              columns={breakdownColumns(t`Vertical`)}
              rows={data.byVertical.map((row) => [labelIn(verticals, row.value), format.number(row.joined), format.number(row.members)])}
              empty={t`No members yet.`}
            />
            <ReportTable
              caption={t`Members by interest`}
              columns={breakdownColumns(t`Interest`)}
              rows={data.byInterest.map((row) => [labelIn(interests, row.value), format.number(row.joined), format.number(row.members)])}
              empty={t`No members yet.`}
            />
            <ReportTable
              caption={t`E-mail reach now`}
              columns={[{ label: t`Members` }, { label: t`Count`, numeric: true }]}
              rows={[
                [t`All members`, format.number(data.emailReach.members)],
                [t`E-mail allowed, address working`, format.number(data.emailReach.allowed)],
                [t`E-mail allowed, address failing`, format.number(data.emailReach.failing)],
                [t`E-mail not allowed`, format.number(data.emailReach.notAllowed)],
              ]}
              empty=""
            />
          </>
        )
      }
    />
  );
}
