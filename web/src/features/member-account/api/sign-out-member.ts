import { memberApi } from './member-api';

/** POST /api/member/sign-out: ends this device's session on the server (and its cookie); the page then forgets it (forgetMemberSignIn). */
export function signOutMember() {
  return memberApi<{ message: string }>('/api/member/sign-out', { method: 'POST' });
}
