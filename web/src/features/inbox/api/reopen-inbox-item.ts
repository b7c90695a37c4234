import type { InboxDetail } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/staff/inbox/:id/reopen: a done item is open again. */
export function reopenInboxItem(id: string) {
  return api<InboxDetail>(`/api/staff/inbox/${encodeURIComponent(id)}/reopen`, { method: 'POST' });
}
