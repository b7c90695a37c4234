import type { ForgotPasswordBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the account exists. */
export function requestPasswordReset(body: ForgotPasswordBody) {
  return api<{ message: string }>('/api/auth/forgot-password', { body, anonymous: true });
}
