import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { messageOf } from '../../../lib/api-client';
import { Tabs } from '../../../components/ui/tabs';
import { useDashboardPlace } from '../../../lib/use-dashboard-place';
import { useOpenCase } from '../../cases';
import { acceptCase } from '../api/accept-case';
import { completeCaseAsking } from '../api/complete-case';
import { useCaseCounts } from '../api/get-case-counts';
import { useMyCases } from '../api/get-my-cases';
import { useMyInquiries } from '../api/get-my-inquiries';
import { AvailabilityCard } from '../components/availability-form';
import { CaseOverview } from '../components/case-overview';
import { EnablerCaseView } from '../components/enabler-case-view';
import { EnablerInquiriesPanel } from '../components/enabler-inquiries-panel';
import { MyProfileCard } from '../components/my-profile-card';
import { MyCaseList, type CaseAction } from '../components/my-case-list';
import { useUnansweredConfirmation } from '../components/unanswered-confirmation';

// The Sessions tab (issue 31) is a chunk of its own, loaded when she first opens it.
const SessionsScreen = lazy(() => import('../../session-schedule/routes/sessions-screen'));

const actionFailed: Record<CaseAction, MessageDescriptor> = {
  accept: msg`The case could not be accepted. Please try again.`,
  complete: msg`The case could not be marked completed. Please try again.`,
};

/**
 * The enabler dashboard: Overview (with her directory profile), My Cases, Inquiries and Sessions (her sessions and her schedule, issue 31); failures of the actions show the server's message.
 * `?case=<id>` (the link of her e-mails, or Open on a case) shows that case in place of the tabs,
 * which stay mounted so Back finds My Cases as she left it. Each tab has its own address: `/enabler`
 * (Overview), `/enabler/cases`, `/enabler/inquiries`, `/enabler/sessions` (issue 26).
 */
export default function EnablerPage() {
  const { t } = useLingui();
  const cases = useMyCases();
  const counts = useCaseCounts();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { openId, close } = useOpenCase(titleRef);
  const inquiries = useMyInquiries();
  const confirmation = useUnansweredConfirmation();
  // Arriving on a case from an e-mail (`/enabler?case=`), closing it should show My Cases rather
  // than Overview, so the case goes under /enabler/cases; an inquiry's e-mail links to `?tab=inquiries`.
  const place = useDashboardPlace('enabler', { caseScreen: 'cases' });
  const [sessionsOpened, setSessionsOpened] = useState(place.screen === 'sessions');
  if (place.screen === 'sessions' && !sessionsOpened) setSessionsOpened(true);

  async function act(caseId: string, action: CaseAction) {
    setBusyId(caseId);
    setFailure(null);
    setNotice(null);
    try {
      if (action === 'accept') await acceptCase(caseId);
      else await completeCaseAsking(cases.items.find((item) => item._id === caseId) ?? { _id: caseId }, confirmation.ask);
    } catch (error) {
      setFailure(messageOf(error, t(actionFailed[action])));
    } finally {
      setBusyId(null);
      reloadCases();
    }
  }

  /** Reads My Cases (its first page) and the Overview's numbers again after a change. */
  function reloadCases() {
    cases.reload();
    counts.reload();
  }

  function handedBack() {
    setNotice(t`The case was handed back to the operators.`);
    reloadCases();
    close(true);
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 ref={titleRef} tabIndex={-1} className="text-3xl font-bold text-brand-900 focus:outline-none">
        <Trans>Enabler Dashboard</Trans>
      </h1>
      {(cases.error || counts.error || failure) && (
        <Banner tone="error" className="mt-6">
          {cases.error && <p>{messageOf(cases.error, t`Failed to fetch your cases`)}</p>}
          {counts.error && !cases.error && <p>{messageOf(counts.error, t`Failed to count your cases`)}</p>}
          {failure && <p>{failure}</p>}
        </Banner>
      )}
      {notice && !openId && (
        <Banner tone="success" className="mt-6">
          {notice}
        </Banner>
      )}
      {confirmation.dialog}
      {openId && (
        <div className="mt-6">
          <EnablerCaseView key={openId} caseId={openId} onBack={() => close()} onHandedBack={handedBack} onChanged={reloadCases} />
        </div>
      )}
      <div className="mt-6" hidden={openId !== null}>
        <Tabs
          label={t`Enabler dashboard`}
          selected={place.screen}
          onSelect={(screen, { byArrowKey }) => place.open(screen as typeof place.screen, undefined, { replace: byArrowKey })}
          tabs={[
            {
              id: 'overview',
              label: t`Overview`,
              panel: (
                <div className="space-y-6">
                  <MyProfileCard />
                  <AvailabilityCard />
                  <CaseOverview counts={counts.data} />
                </div>
              ),
            },
            {
              id: 'cases',
              label: t`My Cases`,
              panel: <MyCaseList list={cases} busyId={busyId} onAction={(caseId, action) => void act(caseId, action)} />,
            },
            { id: 'inquiries', label: t`Inquiries`, panel: <EnablerInquiriesPanel inquiries={inquiries} /> },
            {
              id: 'sessions',
              label: t`Sessions`,
              panel: sessionsOpened ? (
                <Suspense fallback={<p role="status">{t`Loading your sessions…`}</p>}>
                  <SessionsScreen />
                </Suspense>
              ) : null,
            },
          ]}
        />
      </div>
    </div>
  );
}
