import type { AccountChangeResponse, Role } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/admin/users/:id/role: gives the account another role. */
export function changeRole(id: string, role: Role) {
  return api<AccountChangeResponse>(`/api/admin/users/${encodeURIComponent(id)}/role`, { body: { role } });
}
