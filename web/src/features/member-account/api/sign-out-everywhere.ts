import { memberApi } from './member-api';

/** POST /api/member/sign-out-everywhere: ends every session of her address, this one too; the page then forgets it. */
export function signOutEverywhere() {
  return memberApi<{ message: string }>('/api/member/sign-out-everywhere', { method: 'POST' });
}
