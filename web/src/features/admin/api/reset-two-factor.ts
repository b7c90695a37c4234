import type { AccountChangeResponse } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/admin/users/:id/two-factor/reset: her second factor is removed (a lost phone); audited. */
export function resetTwoFactor(id: string) {
  return api<AccountChangeResponse>(`/api/admin/users/${encodeURIComponent(id)}/two-factor/reset`, { method: 'POST' });
}
