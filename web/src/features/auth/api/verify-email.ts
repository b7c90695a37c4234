import { api } from '../../../lib/api-client';

/** POST /api/auth/verify-email: the token of the link e-mailed at registration, sent in the body. */
export function verifyEmail(token: string) {
  return api<{ message: string }>('/api/auth/verify-email', { body: { token }, anonymous: true });
}
