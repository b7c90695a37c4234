import type { ChangeOwnNameBody, User } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/auth/me: the signed-in account, for her current name. */
function getMe(signal: AbortSignal) {
  return api<User>('/api/auth/me', { signal });
}

export function useMe() {
  return useQuery(getMe);
}

/** PUT /api/account/name: her own name, as staff screens and e-mails show it (issue 26). */
export function saveOwnName(body: ChangeOwnNameBody) {
  return api<{ message: string; user: User }>('/api/account/name', { method: 'PUT', body });
}
