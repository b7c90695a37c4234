import { messages } from '@wfc/shared/messages';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { assignCase } from '../api/assign-case';
import { useOperatorCases } from '../api/get-cases';
import { useEnablerAccounts } from '../api/get-enablers';
import { useReport } from '../api/get-reports';
import { CasesPanel } from '../components/cases-panel';
import { OverviewPanel } from '../components/overview-panel';
import { ReportsPanel } from '../components/reports-panel';
import { Tabs } from '../../../components/ui/tabs';

/** The operator dashboard (operators and admins): Cases, Reports and Overview, with one red banner for failures. */
export default function OperatorPage() {
  const cases = useOperatorCases();
  const enablers = useEnablerAccounts();
  const report = useReport();
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
      cases.reload();
      report.reload();
    }
  }

  const failures: string[] = [
    cases.error ? messages.fetchCasesFailed : null,
    enablers.error ? messages.fetchEnablersFailed : null,
    report.error ? messages.fetchReportsFailed : null,
    assignFailed ? messages.assignFailed : null,
  ].filter((text) => text !== null);

  const reportsAvailable = report.data === undefined ? (report.error ? false : null) : report.data !== null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-brand-900">Operator Dashboard</h1>
      {failures.length > 0 && (
        <Banner tone="error" className="mt-6">
          {failures.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </Banner>
      )}
      <div className="mt-6">
        <Tabs
          label="Operator dashboard"
          tabs={[
            {
              id: 'cases',
              label: 'Cases',
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
            { id: 'reports', label: 'Reports', panel: <ReportsPanel report={report.data} loading={report.loading} /> },
            {
              id: 'overview',
              label: 'Overview',
              panel: (
                <OverviewPanel
                  totalCases={cases.loading ? 'loading' : cases.error && cases.total === null ? 'failed' : (cases.total ?? cases.cases.length)}
                  totalEnablers={enablers.data ? enablers.data.length : enablers.error ? 'failed' : 'loading'}
                  reportsAvailable={reportsAvailable}
                />
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}
