import type { DirectoryCounts } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { useStaffLive } from '../../../lib/staff-live';

/** GET /api/staff/directory/counts: listed and hidden cards, introductions asked, accepted and declined, open reports. */
function getDirectoryCounts(signal: AbortSignal) {
  return api<DirectoryCounts>('/api/staff/directory/counts', { signal });
}

/** The directory's counts, read when the screen shows (nothing remembered between screens) and again on a moderation change. */
export function useDirectoryCounts() {
  const counts = useQuery(getDirectoryCounts);
  useStaffLive((change) => {
    if (change.kind === 'directory' || change.kind === 'reconnected') counts.reload();
  });
  return counts;
}
