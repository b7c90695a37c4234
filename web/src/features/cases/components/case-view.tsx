import { Trans, useLingui } from '@lingui/react/macro';
import type { CaseDetail } from '@wfc/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { Fact } from '../../../components/ui/fact';
import { Banner } from '../../../components/ui/banner';
import { BackButton } from '../../../components/ui/back-button';
import type { Query } from '../../../lib/query';
import { messageOf } from '../../../lib/api-client';
import { downloadAttachment } from '../../../lib/download-attachment';
import { formatDeadline } from '../lib/format-deadline';
import { waitingLabel, CaseStatusFact, CaseThread } from '../../conversation';
import { CaseHistory } from './case-history';

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
  query: Query<CaseDetail>;
  viewer: 'enabler' | 'operator';
  backLabel: string;
  onBack: () => void;
  notFoundText: string;
  actions?: (detail: CaseDetail) => ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t, i18n } = useLingui();
  useEffect(() => headingRef.current?.focus(), []);

  const detail = query.data;
  const item = detail?.case;
  const waiting = item ? waitingLabel(item.waitingFor, item.status, viewer, i18n) : null;
  const requesterName = item?.requesterName;

  return (
    <section aria-labelledby="case-view-title" className="space-y-6">
      <BackButton onClick={onBack}>{backLabel}</BackButton>
      <h2 id="case-view-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold break-words text-brand-900 focus:outline-none">
        {item ? t`Case from ${requesterName}` : t`Case`}
      </h2>
      {query.error && (
        <Banner tone="error">
          {query.error.status === 404 ? notFoundText : messageOf(query.error, t`The case could not be loaded. Please try again.`)}
        </Banner>
      )}
      {query.loading && (
        <p className="text-gray-700">
          <Trans>Loading the case…</Trans>
        </p>
      )}
      {detail && item && (
        <>
          <div className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
            <h3 className="text-sm font-medium text-gray-700">
              <Trans>Question</Trans>
            </h3>
            <p className="mt-1 whitespace-pre-line wrap-anywhere font-semibold text-gray-900">{item.question}</p>
            <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Fact label={t`Requester`}>
                <dd className="mt-0.5 break-words text-gray-900">{item.requesterName}</dd>
                <dd className="wrap-anywhere text-gray-700">
                  {item.requesterEmail || t`Her e-mail address is shown once you accept the case.`}
                </dd>
              </Fact>
              <CaseStatusFact status={item.status} waiting={waiting} />
              {viewer === 'operator' && <Fact label={t`Assigned enabler`} value={item.assignedTo?.name ?? t`Unassigned`} />}
              <Fact label={t`Deadline`} value={formatDeadline(item.deadline, i18n)} />
            </dl>
          </div>
          <CaseThread
            messages={detail.messages}
            ownSide={viewer === 'enabler' ? 'enabler' : null}
            emptyText={t`No messages yet.`}
            level={3}
            download={(file) => downloadAttachment(file)}
          />
          {actions?.(detail)}
          <section aria-labelledby="case-history-title">
            <h3 id="case-history-title" className="text-lg font-semibold text-gray-900">
              <Trans>History</Trans>
            </h3>
            <CaseHistory entries={detail.history} />
          </section>
        </>
      )}
    </section>
  );
}
