import { Trans, useLingui } from '@lingui/react/macro';
import { sharedMessages } from '../../../lib/shared-messages';
import { lazy, Suspense, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { useOpenCase } from '../../cases';
import { assignCase } from '../api/assign-case';
import { useOperatorCases } from '../api/get-cases';
import { useEnablerAccounts } from '../api/get-enabler-accounts';
import { useOperatorInquiries } from '../api/get-inquiries';
import { useReport } from '../api/get-reports';
import { CasesPanel } from '../components/cases-panel';
import { OperatorInquiriesPanel } from '../components/operator-inquiries-panel';
import { OperatorCaseView } from '../components/operator-case-view';
import { OverviewPanel } from '../components/overview-panel';
import { ReportsPanel } from '../components/reports-panel';
import { Tabs } from '../../../components/ui/tabs';
import { withCatalog } from '../../../lib/i18n';
import { useDashboardPlace } from '../../../lib/use-dashboard-place';
import { MembersPanel } from '../../members';
import { NewslettersScreen } from '../../newsletters';
import { GuestListsScreen } from '../../guest-lists';
import { InboxMenuLabel, useOpenInboxCount } from '../../inbox';

// The Sessions tab (issue 31) is a chunk of its own, loaded when it is first opened.
const SessionDeskScreen = lazy(() => import('../../session-desk/routes/session-desk-screen'));
// The Inbox tab (issue 41) too.
const InboxScreen = lazy(() => import('../../inbox/routes/inbox-screen'));
// The Reports over a period (issue 43), below the spec's three lines, with uPlot for their charts.
const ReportsScreen = lazy(() => import('../../reports/routes/reports-screen'));
// The member directory's moderation (issue 42) too, with the members' catalog for the cards it shows.
const DirectoryModerationScreen = lazy(
  withCatalog('members', () => import('../../directory-moderation/routes/directory-moderation-screen')),
);

/**
 * The operator dashboard (operators and admins): Cases, Reports (the spec's three lines, then the reports over a period: issue 43), Overview, Inquiries (to profiles without an account), Inbox (mail to the club, issue 41; its open count in the tab's title), Members, Directory (the member directory's reports, hidden cards and counts; issue 42), Newsletters, Events (guest lists and check-in) and Sessions (enablers' sessions, issue 31), with one red banner
 * for failures. `?case=<id>` (Open on a case, or an e-mail's link) shows that case's thread and
 * history, read-only, in place of the tabs, which stay mounted so Back finds the list as it was.
 * Each tab has its own address: `/operator` (Cases), `/operator/reports` (issue 26).
 */
export default function OperatorPage() {
  const { t, i18n } = useLingui();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { openId, close } = useOpenCase(titleRef);
  const cases = useOperatorCases();
  const enablers = useEnablerAccounts();
  const report = useReport();
  const inquiries = useOperatorInquiries();
  const inboxCount = useOpenInboxCount();
  // An inquiry's e-mail to the operators links to `?tab=inquiries`, which leads to /operator/inquiries.
  const place = useDashboardPlace('operator');
  // The Newsletters tab is mounted once first opened: an operator no admin lets send would be refused on every visit.
  const [newslettersOpened, setNewslettersOpened] = useState(place.screen === 'newsletters');
  if (place.screen === 'newsletters' && !newslettersOpened) setNewslettersOpened(true);
  // The Events tab too: its guest lists are read only when she looks at them.
  const [eventsOpened, setEventsOpened] = useState(place.screen === 'events');
  if (place.screen === 'events' && !eventsOpened) setEventsOpened(true);
  // And the Inbox and the Sessions tabs.
  const [inboxOpened, setInboxOpened] = useState(place.screen === 'inbox');
  if (place.screen === 'inbox' && !inboxOpened) setInboxOpened(true);
  const [directoryOpened, setDirectoryOpened] = useState(place.screen === 'directory');
  if (place.screen === 'directory' && !directoryOpened) setDirectoryOpened(true);
  const [reportsOpened, setReportsOpened] = useState(place.screen === 'reports');
  if (place.screen === 'reports' && !reportsOpened) setReportsOpened(true);
  const [sessionsOpened, setSessionsOpened] = useState(place.screen === 'sessions');
  if (place.screen === 'sessions' && !sessionsOpened) setSessionsOpened(true);
  const [assigningId, setAssigningId] = useState<string | null>(null);
  const [assignFailed, setAssignFailed] = useState(false);

  async function assign(caseId: string, enablerId: string) {
    setAssigningId(caseId);
    setAssignFailed(false);
    try {
      await assignCase(caseId, enablerId);
    } catch {
      setAssignFailed(true);
    } finally {
      setAssigningId(null);
      reloadAfterChange();
    }
  }

  /**
   * Reads again what a case's change moves: the list, the report, and each enabler's count of open
   * cases in the Assign list (issue 38: it had kept the count from before an assignment).
   */
  function reloadAfterChange() {
    cases.reload();
    report.reload();
    enablers.reload();
  }

  const failures: string[] = [
    cases.error ? i18n._(sharedMessages.fetchCasesFailed) : null,
    enablers.error ? i18n._(sharedMessages.fetchEnablersFailed) : null,
    report.error ? i18n._(sharedMessages.fetchReportsFailed) : null,
    assignFailed ? i18n._(sharedMessages.assignFailed) : null,
  ].filter((text) => text !== null);

  const reportsAvailable = report.data === undefined ? (report.error ? false : null) : report.data !== null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 ref={titleRef} tabIndex={-1} className="text-3xl font-bold text-brand-900 focus:outline-none">
        <Trans>Operator Dashboard</Trans>
      </h1>
      {failures.length > 0 && (
        <Banner tone="error" className="mt-6">
          {failures.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Banner>
      )}
      {openId && (
        <div className="mt-6">
          <OperatorCaseView key={openId} caseId={openId} onBack={() => close()} onChanged={reloadAfterChange} />
        </div>
      )}
      <div className="mt-6" hidden={openId !== null}>
        <Tabs
          label={t`Operator dashboard`}
          selected={place.screen}
          onSelect={(screen, { byArrowKey }) => place.open(screen as typeof place.screen, undefined, { replace: byArrowKey })}
          tabs={[
            {
              id: 'cases',
              label: t`Cases`,
              panel: (
                <CasesPanel
                  cases={cases.cases}
                  total={cases.total}
                  loading={cases.loading}
                  hasMore={cases.next !== null}
                  loadingMore={cases.loadingMore}
                  onLoadMore={() => void cases.loadMore()}
                  enablers={enablers.data ?? []}
                  assigningId={assigningId}
                  onAssign={(caseId, enablerId) => void assign(caseId, enablerId)}
                />
              ),
            },
            {
              id: 'reports',
              label: t`Reports`,
              panel: (
                <>
                  <ReportsPanel report={report.data} loading={report.loading} />
                  {reportsOpened && (
                    <Suspense fallback={<p role="status">{t`Loading reports…`}</p>}>
                      <ReportsScreen belowSpecLines />
                    </Suspense>
                  )}
                </>
              ),
            },
            {
              id: 'overview',
              label: t`Overview`,
              panel: (
                <OverviewPanel
                  totalCases={
                    cases.loading ? 'loading' : cases.error && cases.total === null ? 'failed' : (cases.total ?? cases.cases.length)
                  }
                  totalEnablers={enablers.data ? enablers.data.length : enablers.error ? 'failed' : 'loading'}
                  reportsAvailable={reportsAvailable}
                />
              ),
            },
            {
              id: 'inquiries',
              label: t`Inquiries`,
              panel: <OperatorInquiriesPanel inquiries={inquiries} onCaseMade={reloadAfterChange} />,
            },
            {
              id: 'inbox',
              label: <InboxMenuLabel count={inboxCount} />,
              panel: inboxOpened ? (
                <Suspense fallback={<p role="status">{t`Loading the Inbox…`}</p>}>
                  <InboxScreen />
                </Suspense>
              ) : null,
            },
            { id: 'members', label: t`Members`, panel: <MembersPanel /> },
            {
              id: 'directory',
              label: t`Directory`,
              panel: directoryOpened ? (
                <Suspense fallback={<p role="status">{t`Loading the directory…`}</p>}>
                  <DirectoryModerationScreen />
                </Suspense>
              ) : null,
            },
            { id: 'newsletters', label: t`Newsletters`, panel: newslettersOpened ? <NewslettersScreen /> : null },
            { id: 'events', label: t`Events`, panel: eventsOpened ? <GuestListsScreen /> : null },
            {
              id: 'sessions',
              label: t`Sessions`,
              panel: sessionsOpened ? (
                <Suspense fallback={<p role="status">{t`Loading sessions…`}</p>}>
                  <SessionDeskScreen />
                </Suspense>
              ) : null,
            },
          ]}
        />
      </div>
    </div>
  );
}
