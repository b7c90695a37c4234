import type { IntroductionBody } from '@wfc/shared';
import { memberApi } from '../../member-account';

/** POST /api/member/introductions: her note to a listed member (202 `{ message }`, the same whether or not it reaches her). */
export function sendIntroduction(body: IntroductionBody) {
  return memberApi<{ message: string }>('/api/member/introductions', { body });
}
