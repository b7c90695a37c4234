import type { GuestListAnswer, GuestState } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { guestListPath } from './guest-list-path';

/** Which guests a list shows: one state (none: every guest) and a search in names and addresses. */
export interface GuestFilter {
  state?: GuestState | undefined;
  q?: string | undefined;
}

/** The filter as the address's query (`state=going&q=asha`), empty values left out. */
export function guestFilterQuery({ state, q }: GuestFilter): string {
  const params = new URLSearchParams();
  if (state) params.set('state', state);
  if (q?.trim()) params.set('q', q.trim());
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /api/admin/guest-lists/:id?state=&q=: the event with its counts, and its guests that match. */
export function getGuestList(eventId: string, filter: GuestFilter, signal?: AbortSignal) {
  return api<GuestListAnswer>(`${guestListPath(eventId)}${guestFilterQuery(filter)}`, { signal });
}
