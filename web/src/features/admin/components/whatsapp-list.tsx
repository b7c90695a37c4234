import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WhatsAppMessageSummary, WhatsAppStatus } from '@wfc/shared';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { DateTime } from '../../../components/ui/date-time';
import { Fact } from '../../../components/ui/fact';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { PagedItems } from '../../../components/ui/paged-items';
import { messageOf } from '../../../lib/api-client';
import { useWhatsAppList } from '../api/get-whatsapp-messages';

type StatusFilter = WhatsAppStatus | 'all';

const filters = [
  { value: 'all', label: msg`All` },
  { value: 'queued', label: msg`Queued` },
  { value: 'sent', label: msg({ message: 'Sent', context: 'whatsapp delivery' }) },
  { value: 'delivered', label: msg({ message: 'Delivered', context: 'whatsapp delivery' }) },
  { value: 'read', label: msg({ message: 'Read', context: 'whatsapp delivery' }) },
  { value: 'failed', label: msg({ message: 'Failed', context: 'whatsapp delivery' }) },
] as const satisfies readonly { value: StatusFilter; label: MessageDescriptor }[];

/** Each delivery state in words, as WhatsApp reports it (the Inbox's answers use the same words). */
const statusLabels: Record<WhatsAppStatus, MessageDescriptor> = {
  queued: msg`Queued`,
  sending: msg`Sending`,
  sent: msg({ message: 'Sent', context: 'whatsapp delivery' }),
  delivered: msg({ message: 'Delivered', context: 'whatsapp delivery' }),
  read: msg({ message: 'Read', context: 'whatsapp delivery' }),
  failed: msg({ message: 'Failed', context: 'whatsapp delivery' }),
};

const statusStyles: Record<WhatsAppStatus, string> = {
  queued: 'bg-sky-100 text-sky-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-brand-100 text-brand-900',
  delivered: 'bg-brand-100 text-brand-900',
  read: 'bg-brand-800 text-white',
  failed: 'bg-red-100 text-red-800',
};

/** What a message was, in plain words: its template, or for a free-form text what it answered. */
const templateLabels: Record<WhatsAppMessageSummary['template'], MessageDescriptor> = {
  wfc_number_code: msg({ message: 'Confirmation code', comment: 'A WhatsApp message carrying the code that confirms her number.' }),
  wfc_event_reminder: msg`Event reminder`,
  wfc_event_update: msg({ message: 'Event change', comment: 'A WhatsApp message saying an event moved or was cancelled.' }),
  wfc_session_reminder: msg({ message: 'Session reminder', comment: 'A reminder of a mentoring session.' }),
  wfc_session_update: msg({ message: 'Session change', comment: 'A mentoring session moved or was cancelled.' }),
  wfc_newsletter_notice: msg({ message: 'Newsletter notice', comment: 'A short WhatsApp notice that a newsletter went out.' }),
  text: msg({ message: 'Text message', comment: 'A free-form WhatsApp text (not a template).' }),
};

const textLabels: Partial<Record<WhatsAppMessageSummary['cause'], MessageDescriptor>> = {
  'inbox-answer': msg({ message: 'Answer from the Inbox', comment: "Staff's answer to her WhatsApp message, sent from the Inbox." }),
  'stop-confirmed': msg({
    message: 'STOP or START confirmed',
    comment: 'The text confirming she stopped (or started again) the WhatsApp messages. Keep STOP and START in Latin letters.',
  }),
};

function kindOf(message: WhatsAppMessageSummary): MessageDescriptor {
  if (message.template === 'text') return textLabels[message.cause] ?? templateLabels.text;
  return templateLabels[message.template] ?? templateLabels.text;
}

/**
 * The Mail page's WhatsApp messages (issue 44): a status filter, each message's member, masked
 * number, what it was, its delivery state, its error and dates, and Load more. Nothing is shown
 * while the first page is on its way, nor when the club has no WhatsApp account (the API's 404).
 */
export function WhatsAppList() {
  const [status, setStatus] = useState<WhatsAppStatus | null>(null);
  const list = useWhatsAppList(status);
  const { t } = useLingui();
  const notConfigured = list.error?.status === 404;
  if (notConfigured || (list.total === null && !list.error)) return null;
  const options = filters.map(({ value, label }) => ({ value, label: t(label) }));
  return (
    <section aria-labelledby="whatsapp-title" className="mt-10">
      <h2 id="whatsapp-title" className="text-2xl font-bold text-brand-900">
        <Trans>WhatsApp messages</Trans>
      </h2>
      <p className="mt-1 text-gray-700">
        <Trans>Every WhatsApp message the site has sent or queued, newest first, with its delivery state.</Trans>
      </p>
      <FilterButtons
        label={t`Status`}
        options={options}
        value={status ?? 'all'}
        onChange={(value) => setStatus(value === 'all' ? null : value)}
        className="mt-4"
      />
      <div className="mt-4 space-y-4">
        {list.error && <Banner tone="error">{messageOf(list.error, t`Failed to fetch WhatsApp messages`)}</Banner>}
        {list.loading && list.items.length === 0 && (
          <p className="text-gray-700">
            <Trans>Loading WhatsApp messages…</Trans>
          </p>
        )}
        {!list.loading && !list.error && list.items.length === 0 && (
          <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
            <Trans>No WhatsApp messages</Trans>
          </p>
        )}
        <PagedItems list={list}>{(message) => <WhatsAppRow message={message} />}</PagedItems>
      </div>
    </section>
  );
}

function WhatsAppRow({ message }: { message: WhatsAppMessageSummary }) {
  const { t } = useLingui();
  const { to, memberName: name } = message;
  return (
    <>
      <p className="font-semibold wrap-anywhere text-gray-900">{t(kindOf(message))}</p>
      <p className="mt-0.5 text-sm wrap-anywhere text-gray-700">
        {name ? (
          <Trans>
            To {name}, <span className="whitespace-nowrap">{to}</span>
          </Trans>
        ) : (
          <Trans>
            To <span className="whitespace-nowrap">{to}</span> (no membership now)
          </Trans>
        )}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label={t`Status`} value={<WhatsAppStatusLabel status={message.status} />} />
        <Fact label={t`Created`} value={<DateTime iso={message.createdAt} />} />
        {message.sentAt && (
          <Fact
            label={t({ message: 'Sent', context: 'date', comment: 'When WhatsApp took the message; a date and time follow.' })}
            value={<DateTime iso={message.sentAt} />}
          />
        )}
        {message.statusAt && <Fact label={t`Status changed`} value={<DateTime iso={message.statusAt} />} />}
        {message.error && <Fact label={t`Error`} value={message.error} className="col-span-2 wrap-anywhere sm:col-span-4" />}
      </dl>
    </>
  );
}

/** A message's delivery state as a labelled badge: the word carries the meaning; the colour only repeats it. */
function WhatsAppStatusLabel({ status }: { status: WhatsAppStatus }) {
  const { t } = useLingui();
  const label = Object.hasOwn(statusLabels, status) ? t(statusLabels[status]) : status;
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[status] ?? 'bg-gray-100 text-gray-900'}`}
    >
      {label}
    </span>
  );
}
