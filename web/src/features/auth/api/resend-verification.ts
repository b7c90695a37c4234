import type { ResendVerificationBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/resend-verification: the same answer whether or not a registration waits for the address. */
export function resendVerification(body: ResendVerificationBody) {
  return api<{ message: string }>('/api/auth/resend-verification', { body, anonymous: true });
}
