import type { Slot } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** GET /api/enablers/:profileId/slots?from&to&duration: her free times between two instants, ascending. */
export function getSlots(profileId: number, range: { from: string; to: string; duration: number }, signal?: AbortSignal) {
  const query = new URLSearchParams({ from: range.from, to: range.to, duration: String(range.duration) });
  return api<Slot[]>(`/api/enablers/${profileId}/slots?${query.toString()}`, { signal });
}
