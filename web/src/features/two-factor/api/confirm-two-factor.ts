import type { RecoveryCodesResponse, TwoFactorCodeBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/two-factor/confirm: the first code from her app turns it on; the recovery codes come back once. */
export function confirmTwoFactor(body: TwoFactorCodeBody) {
  return api<RecoveryCodesResponse>('/api/auth/two-factor/confirm', { body });
}
