import type { ResetPasswordBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/reset-password: a new password through an e-mailed link's token. */
export function resetPassword(body: ResetPasswordBody) {
  return api<{ message: string }>('/api/auth/reset-password', { body, anonymous: true });
}
