import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberRequestSummary } from '@wfc/shared';
import { useId, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Fact } from '../../../components/ui/fact';
import { Link } from '../../../lib/router';
import { AccountCard } from '../../../components/ui/account-card';
import { DateTime } from '../../../components/ui/date-time';
import { CaseStatusFact, waitingLabel } from '../../conversation';
import { messageOf } from '../../../lib/api-client';
import { RequestConversation } from '../../requests';
import { downloadMemberRequestFile } from '../api/download-member-request-file';
import { useMemberRequest } from '../api/get-member-request';
import { useMemberRequests } from '../api/get-member-requests';
import { rateMemberRequest } from '../api/rate-member-request';
import { sendMemberRequestMessage } from '../api/send-member-request-message';

/** Every help request made with her address, each opened in place: its conversation, a reply, the rating. */
export function RequestsSection() {
  const { t } = useLingui();
  const requests = useMemberRequests();

  return (
    <AccountCard
      id="requests"
      title={t`Your help requests`}
      intro={t`Every question you have asked the club with this e-mail address. Open one to read its conversation and reply.`}
    >
      {requests.loading && (
        <p role="status" className="text-gray-700">
          <Trans>Loading your help requests…</Trans>
        </p>
      )}
      {requests.error && (
        <Banner tone="error">{messageOf(requests.error, t`Your help requests could not be loaded. Please try again.`)}</Banner>
      )}
      {requests.data?.length === 0 && (
        <p className="text-gray-700">
          <Trans>
            You have not asked the club for help with this address yet.{' '}
            <Link to="/#quick-help" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
              Ask a question
            </Link>
          </Trans>
        </p>
      )}
      {requests.data && requests.data.length > 0 && (
        <ul className="space-y-4">
          {requests.data.map((request) => (
            <RequestItem key={request._id} request={request} onChanged={requests.reload} />
          ))}
        </ul>
      )}
    </AccountCard>
  );
}

/** One request: a disclosure whose button is the question; the facts stay visible, the conversation opens in place. */
function RequestItem({ request, onChanged }: { request: MemberRequestSummary; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <li className="rounded-xl border border-gray-200 p-4">
      <h3 className="text-base font-semibold text-gray-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-start justify-between gap-3 rounded text-left hover:text-brand-900"
        >
          <span className="whitespace-pre-line wrap-anywhere">{request.question}</span>
          <span aria-hidden="true" className="shrink-0 text-brand-800">
            {open ? '−' : '+'}
          </span>
        </button>
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <CaseStatusFact status={request.status} waiting={waitingLabel(request.waitingFor, request.status, 'requester', i18n)} requester />
        <Fact label={t`Asked`} value={<DateTime iso={request.createdAt} />} />
        <Fact label={t`Your enabler`} value={request.enablerName ?? t`Not assigned yet`} className="col-span-2 sm:col-span-1" />
      </dl>
      <div id={panelId} hidden={!open} className="mt-4 space-y-6 border-t border-gray-200 pt-4">
        {open && <OpenedRequest id={request._id} onChanged={onChanged} />}
      </div>
    </li>
  );
}

function OpenedRequest({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { t } = useLingui();
  const view = useMemberRequest(id);
  // Her reply changes whose turn it is, which the list shows too.
  const changed = () => {
    view.reload();
    onChanged();
  };

  if (view.error && !view.data) {
    return (
      <Banner tone="error">
        <p>{messageOf(view.error, t`This request could not be loaded. Please try again.`)}</p>
        <Button variant="secondary" className="mt-3" onClick={view.reload}>
          <Trans>Try again</Trans>
        </Button>
      </Banner>
    );
  }
  if (!view.data) {
    return (
      <p role="status" className="text-gray-700">
        <Trans>Loading the conversation…</Trans>
      </p>
    );
  }
  return (
    <RequestConversation
      view={view.data}
      onChanged={changed}
      level={4}
      send={(body) => sendMemberRequestMessage(id, body)}
      rate={(rating) => rateMemberRequest(id, rating)}
      download={(file) => downloadMemberRequestFile(id, file)}
    />
  );
}
