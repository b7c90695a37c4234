import type { DirectoryCard } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { useStaffLive } from '../../../lib/staff-live';

/** A card staff hid, why, and when. */
interface HiddenCard {
  card: DirectoryCard;
  reason: string;
  at: string;
}

/** GET /api/staff/directory/hidden: the cards hidden by staff. */
function getHiddenCards(signal: AbortSignal) {
  return api<HiddenCard[]>('/api/staff/directory/hidden', { signal });
}

/** The cards hidden by staff, read when the screen shows and again on a moderation change. */
export function useHiddenCards() {
  const hidden = useQuery(getHiddenCards);
  useStaffLive((change) => {
    if (change.kind === 'directory' || change.kind === 'reconnected') hidden.reload();
  });
  return hidden;
}
