import type { AccountChangeResponse, InviteUserBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/admin/users/invite: an invited account, and her e-mail with the link to choose her password. */
export function inviteUser(body: InviteUserBody) {
  return api<AccountChangeResponse>('/api/admin/users/invite', { body });
}
