import { Trans, useLingui } from '@lingui/react/macro';
import type { RequestView } from '@wfc/shared';
import { Fact } from '../../../components/ui/fact';
import { CaseStatusFact, waitingLabel } from '../../conversation';
import { DateTime } from '../../../components/ui/date-time';
import { RequestConversation, type RequestActions } from './request-conversation';

/**
 * The requester's own request: her question, its status, the enabler once assigned, whose turn it
 * is, the conversation, a reply box until the case is completed, and then the rating. The calls
 * that reply and rate are the caller's: her private link's, or her member session's.
 */
export function RequestDetails({ view, onChanged, ...actions }: { view: RequestView; onChanged: () => void } & RequestActions) {
  const { t, i18n } = useLingui();
  const item = view.case;
  const waiting = waitingLabel(item.waitingFor, item.status, 'requester', i18n);

  return (
    <div className="space-y-8">
      <section aria-labelledby="request-question-title" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="request-question-title" className="text-sm font-medium text-gray-700">
          <Trans>Your question</Trans>
        </h2>
        <p className="mt-1 whitespace-pre-line wrap-anywhere font-semibold text-gray-900">{item.question}</p>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
          <Fact label={t`Asked`} value={<DateTime iso={item.createdAt} />} />
          <CaseStatusFact status={item.status} waiting={waiting} requester />
          <Fact label={t`Your enabler`} value={item.enablerName ?? t`Not assigned yet`} />
        </dl>
      </section>
      <RequestConversation view={view} onChanged={onChanged} level={2} {...actions} />
    </div>
  );
}
