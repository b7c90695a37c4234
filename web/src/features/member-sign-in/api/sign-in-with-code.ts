import type { MemberCodeBody, MemberSignedIn } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { rememberMemberSignIn } from '../../sign-in-state/member-session-state';

/**
 * POST /api/member/sign-in/code: the address and the code from the e-mail. On 200 the server sets
 * the session cookie; the browser keeps the CSRF token and remembers that she signed in.
 */
export async function signInWithCode(body: MemberCodeBody) {
  const answer = await api<MemberSignedIn>('/api/member/sign-in/code', { body, anonymous: true, credentials: 'same-origin' });
  rememberMemberSignIn(answer.csrfToken);
  return answer;
}
