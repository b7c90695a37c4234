import { Trans, useLingui } from '@lingui/react/macro';
import type { InboxDetail } from '@wfc/shared';
import { useEffect, useRef } from 'react';
import { BackButton } from '../../../components/ui/back-button';
import { DateTime } from '../../../components/ui/date-time';
import { Fact } from '../../../components/ui/fact';
import { ReadStatus } from '../../../components/ui/read-status';
import { Link } from '../../../lib/router';
import { useStaffLive } from '../../../lib/staff-live';
import { ReplyForm } from '../../conversation';
import { answerInboxItem } from '../api/answer-inbox-item';
import { useInboxItem } from '../api/get-inbox-item';
import { caseLinkOf } from '../lib/case-link';
import { deliveryLabels, reasonLabels, statusLabels } from '../lib/inbox-labels';
import { InboxAttachments } from './inbox-attachments';
import { InboxItemActions } from './inbox-item-actions';

/**
 * One Inbox item opened: who wrote and why it is here, its whole text, the files left out and the
 * ones kept, the answers sent, an answer form and the actions. `onBack` (a narrow screen, where the
 * item takes the list's place) goes back to the list; `onChanged` reads the list again.
 */
export function InboxItem({ id, onBack, onChanged }: { id: string; onBack?: (() => void) | undefined; onChanged: () => void }) {
  const query = useInboxItem(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  useStaffLive((change) => {
    if (change.kind === 'inbox' || change.kind === 'reconnected') query.reload();
  });
  const { t } = useLingui();
  const item = query.data;

  return (
    <section aria-labelledby="inbox-item-title" className="min-w-0 space-y-5">
      {onBack && (
        <BackButton onClick={onBack}>
          <Trans>Back to the Inbox</Trans>
        </BackButton>
      )}
      <h3
        id="inbox-item-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold wrap-anywhere text-brand-900 focus:outline-none"
      >
        {item ? item.subject || t`(no subject)` : t`Message`}
      </h3>
      <ReadStatus
        query={query}
        notFound={t`There is no such message.`}
        failed={t`The message could not be loaded. Please try again.`}
        loading={<Trans>Loading the message…</Trans>}
      />
      {item && (
        <InboxItemBody
          item={item}
          onChanged={() => {
            query.reload();
            onChanged();
          }}
        />
      )}
    </section>
  );
}

function InboxItemBody({ item, onChanged }: { item: InboxDetail; onChanged: () => void }) {
  const { t } = useLingui();
  const onWhatsApp = item.channel === 'whatsapp';
  const name = item.fromName;
  const number = item.fromAddress;
  // A WhatsApp message's writer is her name (or WhatsApp's profile name) and her number, masked.
  const fromOf = ({ fromName, fromAddress }: InboxDetail) =>
    onWhatsApp
      ? name
        ? t`${name} on WhatsApp, ${number}`
        : t`On WhatsApp, ${number}`
      : fromName
        ? `${fromName} <${fromAddress}>`
        : fromAddress;
  return (
    <>
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-gray-200 bg-white p-5 text-sm shadow-sm sm:grid-cols-2">
        <Fact
          label={t({ message: 'From', context: 'sender', comment: 'Who wrote the message.' })}
          value={fromOf(item)}
          className="wrap-anywhere sm:col-span-2"
        />
        <Fact label={t`Received`} value={<DateTime iso={item.receivedAt} />} />
        <Fact label={t`Why it is here`} value={t(reasonLabels[item.reason])} />
        <Fact label={t`Status`} value={t(statusLabels[item.status])} />
        {item.handledBy && item.handledAt && (
          <Fact
            label={t`Handled by`}
            value={
              <>
                {item.handledBy}, <DateTime iso={item.handledAt} />
              </>
            }
          />
        )}
        {item.caseId && (
          <Fact
            label={t`The help request it names`}
            value={
              <Link to={caseLinkOf(item.caseId)} className="font-semibold text-brand-800 underline">
                <Trans>Open the help request</Trans>
              </Link>
            }
          />
        )}
        {item.madeCaseId && (
          <Fact
            label={t`Made into a help request`}
            value={
              <Link to={caseLinkOf(item.madeCaseId)} className="font-semibold text-brand-800 underline">
                <Trans>Open the new help request</Trans>
              </Link>
            }
          />
        )}
      </dl>
      <section aria-labelledby="inbox-text-title">
        <h4 id="inbox-text-title" className="text-lg font-semibold text-gray-900">
          <Trans>The message</Trans>
        </h4>
        <pre className="mt-2 rounded-xl border border-gray-200 bg-gray-50 p-4 font-sans text-sm whitespace-pre-wrap wrap-anywhere text-gray-900">
          {item.text}
        </pre>
        {item.notes.length > 0 && (
          <>
            <p className="mt-3 text-sm font-semibold text-gray-900">
              <Trans>Files left out</Trans>
            </p>
            <ul className="mt-1 list-disc pl-5 text-sm wrap-anywhere text-gray-700">
              {item.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </>
        )}
      </section>
      {item.attachments.length > 0 && <InboxAttachments attachments={item.attachments} />}
      {item.answers.length > 0 && (
        <section aria-labelledby="inbox-answers-title">
          <h4 id="inbox-answers-title" className="text-lg font-semibold text-gray-900">
            <Trans>Answers sent</Trans>
          </h4>
          <ol className="mt-2 space-y-3">
            {item.answers.map((answer) => (
              <li key={answer._id} className="rounded-xl border border-brand-200 bg-brand-50 p-4">
                <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-semibold text-gray-900">{answer.authorName}</span>
                  <span className="text-gray-700">
                    <DateTime iso={answer.createdAt} />
                  </span>
                  {answer.delivery && (
                    <span className="rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                      <Trans>On WhatsApp: {t(deliveryLabels[answer.delivery])}</Trans>
                    </span>
                  )}
                </p>
                <p className="mt-2 whitespace-pre-wrap wrap-anywhere text-gray-900">{answer.body}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      <section aria-labelledby="inbox-answer-title">
        <h4 id="inbox-answer-title" className="text-lg font-semibold text-gray-900">
          {onWhatsApp ? <Trans>Answer on WhatsApp</Trans> : <Trans>Answer by e-mail</Trans>}
        </h4>
        {onWhatsApp && (
          <p className="mt-1 text-sm text-gray-700">
            <Trans>WhatsApp lets the club write to her freely only within 24 hours of her last message.</Trans>
          </p>
        )}
        <ReplyForm label={t`Your answer to ${item.fromAddress}`} send={(body) => answerInboxItem(item._id, body)} onSent={onChanged} />
      </section>
      <InboxItemActions item={item} onChanged={onChanged} />
    </>
  );
}
