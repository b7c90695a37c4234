import type { LoginResponse, LoginTwoFactorBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/login/two-factor: the challenge login gave and a code; a token as login gives. */
export function logInWithCode(body: LoginTwoFactorBody) {
  return api<LoginResponse>('/api/auth/login/two-factor', { body, anonymous: true });
}
