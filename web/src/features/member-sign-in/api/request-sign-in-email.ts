import type { MemberSignInBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/**
 * POST /api/member/sign-in: e-mails a known address a sign-in link and a 6-digit code. The answer
 * (202) is the same for every address, so it tells nobody whether the address is known.
 */
export function requestSignInEmail(body: MemberSignInBody) {
  return api<{ message: string }>('/api/member/sign-in', { body, anonymous: true, credentials: 'same-origin' });
}
