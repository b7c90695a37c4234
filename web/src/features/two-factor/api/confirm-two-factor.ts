import type { RecoveryCodesResponse, ConfirmTwoFactorBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/two-factor/confirm: her current password and the first code from her app turn it on; the recovery codes come back once. */
export function confirmTwoFactor(body: ConfirmTwoFactorBody) {
  return api<RecoveryCodesResponse>('/api/auth/two-factor/confirm', { body });
}
