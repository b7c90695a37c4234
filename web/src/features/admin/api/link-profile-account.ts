import type { EnablerProfileLink, LinkProfileAccountBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** PUT /api/admin/enabler-profiles/:id/account: links an enabler account to the profile, or unlinks it (null). */
export function linkProfileAccount(profileId: number, userId: string | null) {
  return api<EnablerProfileLink>(`/api/admin/enabler-profiles/${profileId}/account`, {
    method: 'PUT',
    body: { userId } satisfies LinkProfileAccountBody,
  });
}
