import type { RegisterBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/register: a pending enabler or operator account. */
export function registerAccount(body: RegisterBody) {
  return api<{ message: string }>('/api/auth/register', { body, anonymous: true });
}
