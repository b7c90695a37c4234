import type { TwoFactorStatus } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** GET /api/auth/two-factor: whether hers is on, her recovery codes left, and whether admins must use it. */
export function getTwoFactorStatus(signal: AbortSignal) {
  return api<TwoFactorStatus>('/api/auth/two-factor', { signal });
}
