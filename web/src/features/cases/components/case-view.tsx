import type { CaseDetail } from '@wfc/shared';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Fact } from '../../../components/ui/fact';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import type { StaffQuery } from '../../guard/use-staff-query';
import { messageOf } from '../../guard/use-staff-query';
import { formatDeadline } from '../lib/format-deadline';
import { waitingLabel } from '../lib/waiting-label';
import { CaseHistory } from './case-history';
import { CaseStatusFact } from './case-status';
import { CaseThread } from './case-thread';

/**
 * One case for staff: the question, the requester, status and whose turn it is, the conversation,
 * `actions` (the enabler's reply and hand back; none for operators) and the history. Its heading
 * takes the focus when it opens, so keyboard and screen reader users land on what they opened.
 */
export function CaseView({
  query,
  viewer,
  backLabel,
  onBack,
  notFoundText,
  actions,
}: {
  query: StaffQuery<CaseDetail>;
  viewer: 'enabler' | 'operator';
  backLabel: string;
  onBack: () => void;
  notFoundText: string;
  actions?: (detail: CaseDetail) => ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const detail = query.data;
  const item = detail?.case;
  const waiting = item ? waitingLabel(item.waitingFor, item.status, viewer) : null;

  return (
    <section aria-labelledby="case-view-title" className="space-y-6">
      <Button variant="ghost" onClick={onBack} className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Button>
      <h2 id="case-view-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold break-words text-brand-900 focus:outline-none">
        {item ? `Case from ${item.requesterName}` : 'Case'}
      </h2>
      {query.error && (
        <Banner tone="error">{query.error.status === 404 ? notFoundText : messageOf(query.error, 'The case could not be loaded. Please try again.')}</Banner>
      )}
      {query.loading && <p className="text-gray-700">Loading the case…</p>}
      {detail && item && (
        <>
          <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
            <h3 className="text-sm font-medium text-gray-700">Question</h3>
            <p className="mt-1 whitespace-pre-line wrap-anywhere font-semibold text-gray-900">{item.question}</p>
            <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Fact label="Requester">
                <dd className="mt-0.5 break-words text-gray-900">{item.requesterName}</dd>
                <dd className="wrap-anywhere text-gray-700">{item.requesterEmail || 'Her e-mail address is shown once you accept the case.'}</dd>
              </Fact>
              <CaseStatusFact status={item.status} waiting={waiting} />
              {viewer === 'operator' && (
                <Fact label="Assigned enabler" value={item.assignedTo?.name ?? 'Unassigned'} />
              )}
              <Fact label="Deadline" value={formatDeadline(item.deadline)} />
            </dl>
          </div>
          <CaseThread messages={detail.messages} ownSide={viewer === 'enabler' ? 'enabler' : null} emptyText="No messages yet." level={3} />
          {actions?.(detail)}
          <section aria-labelledby="case-history-title">
            <h3 id="case-history-title" className="text-lg font-semibold text-gray-900">
              History
            </h3>
            <CaseHistory entries={detail.history} />
          </section>
        </>
      )}
    </section>
  );
}
