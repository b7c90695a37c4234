import type { CreateUserBody, User } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/admin/create-user: an active account of any role. */
export function createUser(body: CreateUserBody) {
  return api<{ message: string; user: User }>('/api/admin/create-user', { body });
}
