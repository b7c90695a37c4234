import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MailStatus, MailSummary } from '@wfc/shared';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { PagedItems } from '../../../components/ui/paged-items';
import { Fact } from '../../../components/ui/fact';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { DateTime } from '../../../components/ui/date-time';
import { messageOf } from '../../../lib/api-client';
import type { useMailList } from '../api/get-mail';
import { HELD_EXPLANATION, MailStatusLabel } from './mail-status';

type StatusFilter = MailStatus | 'all';

const filters = [
  { value: 'all', label: msg`All` },
  { value: 'queued', label: msg`Queued` },
  { value: 'sent', label: msg`Sent` },
  { value: 'held', label: msg`Held` },
  { value: 'failed', label: msg`Failed` },
] as const satisfies readonly { value: StatusFilter; label: MessageDescriptor }[];

/** The Mail list: a status filter, each message's recipient, subject, status, attempts, last error and time, and Load more. */
export function MailList({
  list,
  status,
  onStatus,
  onOpen,
}: {
  list: ReturnType<typeof useMailList>;
  status: MailStatus | null;
  onStatus: (status: MailStatus | null) => void;
  onOpen: (id: string) => void;
}) {
  const held = status === 'held' || list.items.some((message) => message.status === 'held');
  const { t } = useLingui();
  const options = filters.map(({ value, label }) => ({ value, label: t(label) }));
  return (
    <section aria-labelledby="mail-title">
      <h2 id="mail-title" className="text-2xl font-bold text-brand-900">
        <Trans>Mail</Trans>
      </h2>
      <p className="mt-1 text-gray-700">
        <Trans>Every e-mail the site has written, newest first.</Trans>
      </p>
      <FilterButtons
        label={t`Status`}
        options={options}
        value={status ?? 'all'}
        onChange={(value) => onStatus(value === 'all' ? null : value)}
        className="mt-4"
      />
      <div className="mt-4 space-y-4">
        {held && <Banner tone="info">{t(HELD_EXPLANATION)}</Banner>}
        {list.error && <Banner tone="error">{messageOf(list.error, t`Failed to fetch mail`)}</Banner>}
        {list.loading && list.items.length === 0 && (
          <p className="text-gray-700">
            <Trans>Loading mail…</Trans>
          </p>
        )}
        {!list.loading && !list.error && list.items.length === 0 && (
          <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
            <Trans>No messages</Trans>
          </p>
        )}
        <PagedItems list={list}>{(message) => <MailRow message={message} onOpen={onOpen} />}</PagedItems>
      </div>
    </section>
  );
}

function MailRow({ message, onOpen }: { message: MailSummary; onOpen: (id: string) => void }) {
  const { t } = useLingui();
  const { recipient, subject } = message;
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere text-gray-900">{message.subject}</p>
          <p className="mt-0.5 text-sm wrap-anywhere text-gray-700">
            <Trans>To {recipient}</Trans>
          </p>
        </div>
        <Button variant="secondary" className="shrink-0 self-start" onClick={() => onOpen(message._id)} data-mail-opener={message._id}>
          <Trans>
            Open <span className="sr-only">message: {subject}</span>
          </Trans>
        </Button>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        <Fact label={t`Status`} value={<MailStatusLabel status={message.status} />} />
        <Fact label={t`Attempts`} value={message.attempts} />
        <Fact label={t`Created`} value={<DateTime iso={message.createdAt} />} className="col-span-2" />
        {message.lastError && <Fact label={t`Last error`} value={message.lastError} className="col-span-2 wrap-anywhere sm:col-span-4" />}
      </dl>
    </>
  );
}
