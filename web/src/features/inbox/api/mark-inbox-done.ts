import type { InboxDetail } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/staff/inbox/:id/done: the item needs nothing more. */
export function markInboxDone(id: string) {
  return api<InboxDetail>(`/api/staff/inbox/${encodeURIComponent(id)}/done`, { method: 'POST' });
}
