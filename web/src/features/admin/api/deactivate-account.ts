import type { AccountChangeResponse } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/admin/users/:id/deactivate: she can no longer sign in; her open cases go back to the queue. */
export function deactivateAccount(id: string) {
  return api<AccountChangeResponse>(`/api/admin/users/${encodeURIComponent(id)}/deactivate`, { method: 'POST' });
}
