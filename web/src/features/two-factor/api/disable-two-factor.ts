import type { DisableTwoFactorBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/two-factor/disable: her password and a code; a wrong password's 401 does not end her sign-in. */
export function disableTwoFactor(body: DisableTwoFactorBody) {
  return api<{ message: string }>('/api/auth/two-factor/disable', { body, checksPassword: true });
}
