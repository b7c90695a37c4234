import type { AcceptInviteBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/accept-invite: her own password through an invitation's token. */
export function acceptInvite(body: AcceptInviteBody) {
  return api<{ message: string }>('/api/auth/accept-invite', { body, anonymous: true });
}
