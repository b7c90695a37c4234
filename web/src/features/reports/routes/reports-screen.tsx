import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { EventsReportSection } from '../components/events-report-section';
import { HelpReportSection } from '../components/help-report-section';
import { InquiriesReportSection } from '../components/inquiries-report-section';
import { MembersReportSection } from '../components/members-report-section';
import { NewslettersReportSection } from '../components/newsletters-report-section';
import { PeriodPicker } from '../components/period-picker';
import { SessionsReportSection } from '../components/sessions-report-section';
import { VisitsReportSection } from '../components/visits-report-section';
import { clubToday, periodOf, periodParams, type Period } from '../lib/period';

/**
 * The Reports screen (issue 43): the period (in the address's query, so Back, a reload and a link
 * keep it), then help, members, newsletters, events, sessions, inquiries and visits, each with a
 * chart, its table and its CSV. The admin's Reports screen, and the operator's Reports tab below the
 * spec's three lines (`belowSpecLines`: titled as their continuation).
 */
export default function ReportsScreen({ belowSpecLines = false }: { belowSpecLines?: boolean }) {
  const [params, setParams] = useSearchParams();
  // The day the screen opened on: a screen left open past midnight keeps its period until she picks another.
  const [today] = useState(clubToday);
  const period = periodOf(params, today);
  const choose = (next: Period) => setParams(periodParams(next, params), { replace: next.choice !== 'dates' });

  return (
    <section aria-labelledby="reports-screen-title" className={belowSpecLines ? 'mt-10' : undefined}>
      <h2 id="reports-screen-title" className="text-2xl font-bold text-brand-900">
        {belowSpecLines ? <Trans>Reports over a period</Trans> : <Trans>Reports</Trans>}
      </h2>
      <p className="mt-1 text-gray-700">
        <Trans>The club&apos;s figures over the period you choose, each chart with its table and a CSV to download.</Trans>
      </p>
      <div className="mt-4">
        <PeriodPicker period={period} today={today} onChange={choose} />
      </div>
      <div className="mt-6 space-y-6">
        <HelpReportSection period={period} />
        <MembersReportSection period={period} />
        <NewslettersReportSection period={period} />
        <EventsReportSection period={period} />
        <SessionsReportSection period={period} />
        <InquiriesReportSection period={period} />
        <VisitsReportSection period={period} />
      </div>
    </section>
  );
}
