import { Trans, useLingui } from '@lingui/react/macro';
import type { DirectoryReport } from '@wfc/shared';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { PagedItems } from '../../../components/ui/paged-items';
import { Stat } from '../../../components/ui/stat';
import { messageOf } from '../../../lib/api-client';
import { DirectoryCardView } from '../../member-directory';
import { dismissReport } from '../api/dismiss-report';
import { useDirectoryCounts } from '../api/get-directory-counts';
import { useDirectoryReports, type ReportsShown } from '../api/get-directory-reports';
import { useHiddenCards } from '../api/get-hidden-cards';
import { hideReported } from '../api/hide-reported';
import { showCardAgain } from '../api/show-card-again';
import { HideDialog } from '../components/hide-dialog';
import { ReportItem } from '../components/report-item';

/**
 * The member directory for admins and operators (issue 42): its counts, members' reports of a card
 * or a note (open and closed), each hidden with a reason sent to the member or dismissed, and the
 * cards staff hid, each shown again. Every action is in the audit log (the server's side).
 */
export default function DirectoryModerationScreen() {
  const { t, i18n } = useLingui();
  const [shown, setShown] = useState<ReportsShown>('open');
  const counts = useDirectoryCounts();
  const reports = useDirectoryReports(shown);
  const hidden = useHiddenCards();
  const [hiding, setHiding] = useState<DirectoryReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const reportsTitle = useRef<HTMLHeadingElement>(null);
  // A report decided leaves the open list: the focus goes to the list's heading, with its answer below.
  useEffect(() => {
    if (notice) reportsTitle.current?.focus();
  }, [notice]);

  const reloadAll = () => {
    counts.reload();
    reports.reload();
    hidden.reload();
  };
  async function act(send: () => Promise<{ message: string }>, failed: string) {
    setBusy(true);
    try {
      setNotice({ tone: 'success', message: (await send()).message });
      reloadAll();
    } catch (error) {
      setNotice({ tone: 'error', message: messageOf(error, failed) });
    } finally {
      setBusy(false);
    }
  }

  const figures = counts.data;
  const number = (value: number) => i18n.number(value);

  return (
    <section aria-labelledby="directory-moderation-title" className="space-y-8">
      <div>
        <h2 id="directory-moderation-title" className="text-2xl font-bold text-brand-900">
          <Trans>Member directory</Trans>
        </h2>
        <p className="mt-1 text-gray-700">
          <Trans>
            Members' reports of a card or an introduction's note: hide what breaks the club's rules, with a reason the member is sent, or
            dismiss the report.
          </Trans>
        </p>
      </div>

      {counts.error && <Banner tone="error">{messageOf(counts.error, t`The directory's counts could not be loaded.`)}</Banner>}
      {figures && (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <Stat label={t`Listed members`} value={number(figures.listed)} />
          <Stat label={t`Cards hidden by staff`} value={number(figures.hiddenByStaff)} />
          <Stat label={t`Introductions asked for`} value={number(figures.requests)} />
          <Stat label={t`Introductions accepted`} value={number(figures.accepted)} />
          <Stat label={t`Introductions declined`} value={number(figures.declined)} />
          <Stat label={t`Open reports`} value={number(figures.openReports)} />
        </dl>
      )}

      <section aria-labelledby="directory-reports-title" className="space-y-4">
        <h3 ref={reportsTitle} tabIndex={-1} id="directory-reports-title" className="text-xl font-bold text-brand-900 focus:outline-none">
          <Trans>Reports</Trans>
        </h3>
        <FilterButtons
          label={t`Show`}
          options={[
            { value: 'open', label: t`Open` },
            { value: 'closed', label: t`Closed` },
          ]}
          value={shown}
          onChange={setShown}
        />
        {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
        {reports.error && <Banner tone="error">{messageOf(reports.error, t`The reports could not be loaded. Please try again.`)}</Banner>}
        {reports.loading && reports.items.length === 0 && (
          <p className="text-gray-700">
            <Trans>Loading the reports…</Trans>
          </p>
        )}
        {!reports.loading && !reports.error && reports.items.length === 0 && (
          <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
            {shown === 'open' ? <Trans>No report waits.</Trans> : <Trans>No report has been closed yet.</Trans>}
          </p>
        )}
        <PagedItems list={reports}>
          {(report) => (
            <ReportItem
              report={report}
              busy={busy}
              onHide={setHiding}
              onDismiss={(chosen) => void act(() => dismissReport(chosen._id), t`The report could not be dismissed. Please try again.`)}
            />
          )}
        </PagedItems>
      </section>

      <section aria-labelledby="directory-hidden-title" className="space-y-4">
        <h3 id="directory-hidden-title" className="text-xl font-bold text-brand-900">
          <Trans>Cards hidden by staff</Trans>
        </h3>
        {hidden.error && <Banner tone="error">{messageOf(hidden.error, t`The hidden cards could not be loaded.`)}</Banner>}
        {hidden.data && hidden.data.length === 0 && (
          <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
            <Trans>No card is hidden.</Trans>
          </p>
        )}
        {hidden.data && hidden.data.length > 0 && (
          <ul className="grid gap-4 lg:grid-cols-2">
            {hidden.data.map(({ card, reason, at }) => {
              const name = card.name;
              return (
                <li key={card.id} className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
                  <DirectoryCardView card={card} headingLevel={4} />
                  <p className="text-sm text-gray-800">
                    <Trans>
                      Hidden on <DateTime iso={at} />: <span className="whitespace-pre-wrap wrap-anywhere">{reason}</span>
                    </Trans>
                  </p>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void act(() => showCardAgain(card.id), t`The card could not be shown again. Please try again.`)}
                  >
                    <Trans>
                      Show again<span className="sr-only">: the card of {name}</span>
                    </Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {hiding && (
        <HideDialog
          kind={hiding.kind}
          onCancel={() => setHiding(null)}
          onHide={async (reason) => {
            const { message } = await hideReported(hiding._id, { reason });
            setHiding(null);
            setNotice({ tone: 'success', message });
            reloadAll();
            return message;
          }}
        />
      )}
    </section>
  );
}
