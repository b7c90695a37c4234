import { api } from '../../../lib/api-client';

/** POST /api/admin/reject/:id: the pending account is deleted and the person told by e-mail. */
export function rejectAccount(id: string) {
  return api<{ message: string }>(`/api/admin/reject/${encodeURIComponent(id)}`, { method: 'POST' });
}
