import { Trans } from '@lingui/react/macro';
import type { InboxStatus } from '@wfc/shared';
import { useState } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useStaffLive } from '../../../lib/staff-live';
import { useReturnToOpener } from '../../../lib/use-return-to-opener';
import { useInboxList } from '../api/get-inbox';
import { InboxItem } from '../components/inbox-item';
import { InboxList } from '../components/inbox-list';

/** Wide enough for the list and an opened item side by side. */
const SIDE_BY_SIDE = '(min-width: 80rem)';

/**
 * The Inbox (issue 41), for admins and operators: mail to the club that no help request took in,
 * Open or Done. On a wide screen an opened item shows beside the list; on a narrower one it takes
 * the list's place (which stays mounted, so Back finds it as it was, the focus on its Open button).
 * The list and the item read again whenever the Inbox changes.
 */
export default function InboxScreen() {
  const [status, setStatus] = useState<InboxStatus>('open');
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useInboxList(status);
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  useStaffLive((change) => {
    if (change.kind === 'inbox' || change.kind === 'reconnected') list.reload();
  });

  useReturnToOpener(openId, 'data-inbox-opener');

  return (
    <section aria-labelledby="inbox-title">
      <h2 id="inbox-title" className="text-2xl font-bold text-brand-900">
        <Trans>Inbox</Trans>
      </h2>
      <p className="mt-1 text-gray-700">
        <Trans>Mail to the club that no help request took in, newest first: answer it, make it a help request, or mark it done.</Trans>
      </p>
      <div className={`mt-4 ${sideBySide ? 'grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-start gap-6' : ''}`}>
        <div hidden={!sideBySide && openId !== null}>
          <InboxList list={list} status={status} onStatus={setStatus} openId={openId} onOpen={setOpenId} />
        </div>
        {openId && <InboxItem key={openId} id={openId} onBack={sideBySide ? undefined : () => setOpenId(null)} onChanged={list.reload} />}
      </div>
    </section>
  );
}
