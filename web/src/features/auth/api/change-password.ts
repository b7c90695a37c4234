import type { ChangePasswordBody, LoginResponse } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/change-password: a fresh token for this sign-in; every other one ends. */
export function changePassword(body: ChangePasswordBody) {
  return api<LoginResponse>('/api/auth/change-password', { body, checksPassword: true });
}
