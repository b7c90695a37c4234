import { Trans, useLingui } from '@lingui/react/macro';
import type { InboxStatus, InboxSummary } from '@wfc/shared';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DateTime } from '../../../components/ui/date-time';
import { FilterButtons } from '../../../components/ui/filter-buttons';
import { PagedItems } from '../../../components/ui/paged-items';
import { messageOf } from '../../../lib/api-client';
import type { useInboxList } from '../api/get-inbox';
import { filterLabels, reasonLabels } from '../lib/inbox-labels';

const filters = ['open', 'done'] as const satisfies readonly InboxStatus[];

/** The Inbox's list: Open or Done, each item's writer, subject, first line, time and why it is here, and Load more. */
export function InboxList({
  list,
  status,
  onStatus,
  openId,
  onOpen,
}: {
  list: ReturnType<typeof useInboxList>;
  status: InboxStatus;
  onStatus: (status: InboxStatus) => void;
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <FilterButtons
        label={t`Show`}
        options={filters.map((value) => ({ value, label: t(filterLabels[value]) }))}
        value={status}
        onChange={onStatus}
      />
      {list.error && <Banner tone="error">{messageOf(list.error, t`The Inbox could not be loaded. Please try again.`)}</Banner>}
      {list.loading && list.items.length === 0 && (
        <p className="text-gray-700">
          <Trans>Loading the Inbox…</Trans>
        </p>
      )}
      {!list.loading && !list.error && list.items.length === 0 && (
        <p className="rounded-lg bg-gray-50 px-4 py-6 text-center text-gray-700">
          {status === 'open' ? <Trans>Nothing waits in the Inbox.</Trans> : <Trans>No item has been marked done yet.</Trans>}
        </p>
      )}
      <PagedItems list={list}>{(item) => <InboxRow item={item} open={item._id === openId} onOpen={onOpen} />}</PagedItems>
    </div>
  );
}

function InboxRow({ item, open, onOpen }: { item: InboxSummary; open: boolean; onOpen: (id: string) => void }) {
  const { t } = useLingui();
  const { subject } = item;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="text-sm wrap-anywhere text-gray-700">
          {item.channel === 'whatsapp' && (
            <span className="mr-2 rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
              <Trans>WhatsApp</Trans>
            </span>
          )}
          <span className="font-semibold text-gray-900">{item.fromName ?? item.fromAddress}</span>
          {item.fromName && <> &lt;{item.fromAddress}&gt;</>}
        </p>
        <p className="font-semibold wrap-anywhere text-gray-900">{subject || t`(no subject)`}</p>
        <p className="line-clamp-2 text-sm wrap-anywhere text-gray-700">{item.preview}</p>
        <p className="flex flex-wrap gap-x-3 text-sm text-gray-700">
          <DateTime iso={item.receivedAt} />
          <span>{t(reasonLabels[item.reason])}</span>
        </p>
      </div>
      <Button
        variant={open ? 'primary' : 'secondary'}
        className="shrink-0 self-start"
        aria-current={open ? 'true' : undefined}
        onClick={() => onOpen(item._id)}
        data-inbox-opener={item._id}
      >
        <Trans>
          Open <span className="sr-only">message: {subject}</span>
        </Trans>
      </Button>
    </div>
  );
}
