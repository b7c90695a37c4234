import type { AccountChangeResponse } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/admin/users/:id/reactivate: she may sign in again. */
export function reactivateAccount(id: string) {
  return api<AccountChangeResponse>(`/api/admin/users/${encodeURIComponent(id)}/reactivate`, { method: 'POST' });
}
