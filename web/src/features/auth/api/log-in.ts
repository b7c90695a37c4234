import type { LoginBody, LoginResponse } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/login: a token and the account's role. */
export function logIn(body: LoginBody) {
  return api<LoginResponse>('/api/auth/login', { body, anonymous: true });
}
