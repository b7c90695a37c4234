import type { MemberSignedIn, MemberSignInLinkBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { rememberMemberSignIn } from '../../sign-in-state/member-session-state';

/**
 * POST /api/member/sign-in/link: the token of the e-mailed link, in the body (never in a URL). On
 * 200 the server sets the session cookie; the browser keeps the CSRF token.
 */
export async function signInWithLink(body: MemberSignInLinkBody) {
  const answer = await api<MemberSignedIn>('/api/member/sign-in/link', { body, anonymous: true, credentials: 'same-origin' });
  rememberMemberSignIn(answer.csrfToken);
  return answer;
}
