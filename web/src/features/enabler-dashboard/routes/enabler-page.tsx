import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { messageOf } from '../../guard/use-staff-query';
import { Tabs } from '../../../components/ui/tabs';
import { acceptCase } from '../api/accept-case';
import { completeCase } from '../api/complete-case';
import { useMyCases } from '../api/get-my-cases';
import { CaseOverview } from '../components/case-overview';
import { MyCaseList, type CaseAction } from '../components/my-case-list';

const actionFailed: Record<CaseAction, string> = {
  accept: 'The case could not be accepted. Please try again.',
  complete: 'The case could not be marked completed. Please try again.',
};

/** The enabler dashboard: Overview and My Cases; failures of the actions show the server's message. */
export default function EnablerPage() {
  const cases = useMyCases();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function act(caseId: string, action: CaseAction) {
    setBusyId(caseId);
    setFailure(null);
    try {
      if (action === 'accept') await acceptCase(caseId);
      else await completeCase(caseId);
    } catch (error) {
      setFailure(messageOf(error, actionFailed[action]));
    } finally {
      setBusyId(null);
      cases.reload();
    }
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">Enabler Dashboard</h1>
      {(cases.error || failure) && (
        <Banner tone="error" className="mt-6">
          {cases.error && <p>{messageOf(cases.error, 'Failed to fetch your cases')}</p>}
          {failure && <p>{failure}</p>}
        </Banner>
      )}
      <div className="mt-6">
        <Tabs
          label="Enabler dashboard"
          tabs={[
            { id: 'overview', label: 'Overview', panel: <CaseOverview cases={cases.data} /> },
            {
              id: 'cases',
              label: 'My Cases',
              panel: <MyCaseList cases={cases.data} loading={cases.loading} busyId={busyId} onAction={(caseId, action) => void act(caseId, action)} />,
            },
          ]}
        />
      </div>
    </div>
  );
}
