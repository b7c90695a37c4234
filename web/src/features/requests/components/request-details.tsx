import { Trans, useLingui } from '@lingui/react/macro';
import type { RequestView } from '@wfc/shared';
import { Fact } from '../../../components/ui/fact';
import { CaseStatusFact } from '../../conversation/components/case-status';
import { CaseThread } from '../../conversation/components/case-thread';
import { DateTime } from '../../cases/components/date-time';
import { ReplyForm } from '../../conversation/components/reply-form';
import { waitingLabel } from '../../conversation/lib/waiting-label';
import { rateRequest } from '../api/rate-request';
import { sendRequestMessage } from '../api/send-request-message';
import { RatingForm } from './rating-form';

/**
 * The requester's own request: her question, its status, the enabler once assigned, whose turn it
 * is, the conversation, a reply box until the case is completed, and then the rating.
 */
export function RequestDetails({ token, view, onChanged }: { token: string; view: RequestView; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const item = view.case;
  const completed = item.status === 'Completed';
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
      <CaseThread messages={view.messages} ownSide="requester" emptyText={t`No messages yet. Your enabler will write to you here, and we will e-mail you when she does.`} level={2} />
      {completed ? (
        <RatingForm current={item.rating} save={(rating, comment) => rateRequest(token, comment ? { rating, comment } : { rating })} />
      ) : (
        <section aria-labelledby="request-reply-title">
          <h2 id="request-reply-title" className="text-xl font-bold text-brand-900">
            <Trans>Reply</Trans>
          </h2>
          <ReplyForm label={t`Your message`} send={(body) => sendRequestMessage(token, body)} onSent={onChanged} />
        </section>
      )}
    </div>
  );
}
