import type { RecoveryCodesResponse, TwoFactorCodeBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/two-factor/recovery-codes: ten new codes for a code from her app; the old ones stop working. */
export function regenerateRecoveryCodes(body: TwoFactorCodeBody) {
  return api<RecoveryCodesResponse>('/api/auth/two-factor/recovery-codes', { body });
}
