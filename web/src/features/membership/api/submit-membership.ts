import type { MembershipInput } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/membership: the Become a Member sign-up. */
export function submitMembership(body: MembershipInput) {
  return api<{ _id: string; message: string }>('/api/membership', { body });
}
