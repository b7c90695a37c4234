import type { User } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/admin/approve-enabler/:id: the pending account becomes active. */
export function approveAccount(id: string) {
  return api<{ message: string; user: User }>(`/api/admin/approve-enabler/${encodeURIComponent(id)}`, { method: 'POST' });
}
