import { Trans, useLingui } from '@lingui/react/macro';
import type { GuestListEvent } from '@wfc/shared';
import { Banner } from '../../../components/ui/banner';
import { useOpenInPlace } from '../../../lib/use-open-in-place';
import { messageOf } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { getGuestListEvents } from '../api/get-guest-list-events';
import { GuestListEvents } from '../components/guest-list-events';
import { GuestListView } from '../components/guest-list-view';

/**
 * The staff's Events screen (issue 30): the events taking registrations on this site with their
 * counts, and one opened in place: its guest list, their actions, the message to them and the
 * check-in at the door. Shown in the admin menu and as the operator's tab.
 */
export function GuestListsScreen() {
  const list = useQuery(getGuestListEvents);
  // Back from an event, the focus goes to the list's heading, not to the body.
  const { open, setOpen, close, titleRef } = useOpenInPlace<GuestListEvent>();
  const { t } = useLingui();

  if (open) {
    return (
      <GuestListView
        key={open.id}
        summary={open}
        onBack={() => {
          close();
          list.reload();
        }}
      />
    );
  }

  return (
    <section aria-labelledby="guest-lists-title">
      <h2 id="guest-lists-title" ref={titleRef} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        <Trans>Events</Trans>
      </h2>
      <p className="mt-1 text-gray-700">
        <Trans>
          The events guests register for on this site, soonest first, then past ones. Open one for its guest list and to check guests in.
        </Trans>
      </p>
      <div className="mt-4 space-y-4">
        {list.error && <Banner tone="error">{messageOf(list.error, t`The events could not be loaded.`)}</Banner>}
        {list.loading ? (
          <p role="status" className="text-gray-700">
            <Trans>Loading events…</Trans>
          </p>
        ) : (
          list.data && <GuestListEvents events={list.data} onOpen={setOpen} />
        )}
      </div>
    </section>
  );
}
