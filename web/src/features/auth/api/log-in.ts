import type { LoginBody, LoginResult } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/login: a token and the account's role, or a challenge when her account asks for a code. */
export function logIn(body: LoginBody) {
  return api<LoginResult>('/api/auth/login', { body, anonymous: true });
}
