import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { useStaffLive } from '../../../lib/staff-live';
import { useCountInTitle } from '../lib/use-count-in-title';

/** GET /api/staff/inbox/count: how many items are open. */
function getInboxCount(signal: AbortSignal) {
  return api<{ open: number }>('/api/staff/inbox/count', { signal });
}

/**
 * How many Inbox items are open (null until known), read again on each change of the Inbox, and
 * shown before the tab's title while the dashboard is open: "(3) Admin | Women Founders Club".
 */
export function useOpenInboxCount(): number | null {
  const query = useQuery(getInboxCount);
  useStaffLive((change) => {
    if (change.kind === 'inbox' || change.kind === 'reconnected') query.reload();
  });
  const open = query.data?.open ?? null;
  useCountInTitle(open);
  return open;
}
