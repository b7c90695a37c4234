import type { MemberHome } from '@wfc/shared';
import { useQuery } from '../../../lib/query';
import { rememberMemberSignIn } from '../../sign-in-state/member-session-state';
import { memberApi } from './member-api';

/** GET /api/member/me: who is signed in, her membership if any, and the CSRF token her changes send (kept in memory). */
export async function getMemberHome(signal: AbortSignal) {
  const home = await memberApi<MemberHome>('/api/member/me', { signal });
  rememberMemberSignIn(home.csrfToken);
  return home;
}

/** Her page's data; nothing is remembered once the page is left (a shared computer shows nothing of hers). */
export function useMemberHome() {
  return useQuery(getMemberHome);
}
