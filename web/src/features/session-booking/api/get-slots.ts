import type { Slot } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** GET /api/enablers/:profileId/slots: her free slots of one length between two instants (UTC, in order). */
export function getSlots(profileId: number, range: { from: string; to: string; duration: number }, signal?: AbortSignal) {
  const query = new URLSearchParams({ from: range.from, to: range.to, duration: String(range.duration) });
  return api<Slot[]>(`/api/enablers/${profileId}/slots?${query}`, { signal, anonymous: true, revalidate: true });
}
