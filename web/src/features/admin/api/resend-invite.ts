import type { AccountChangeResponse } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/admin/users/:id/invite: a new invitation; the earlier link stops working. */
export function resendInvite(id: string) {
  return api<AccountChangeResponse>(`/api/admin/users/${encodeURIComponent(id)}/invite`, { method: 'POST' });
}
