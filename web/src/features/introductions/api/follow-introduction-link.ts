import type { DirectoryCard, IntroductionView } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import type { IntroductionAnswer } from './answer-introduction';

/** What the e-mailed link opens: the request as she received it, and the sender's card (null once it is not shown). */
export interface IntroductionLinkView {
  introduction: IntroductionView;
  from: DirectoryCard | null;
}

/** POST /api/introductions/link: the request the e-mailed token opens (no session; the token in the body, never in a URL). */
export function followIntroductionLink(token: string, signal?: AbortSignal) {
  return api<IntroductionLinkView>('/api/introductions/link', { body: { token }, anonymous: true, ...(signal ? { signal } : {}) });
}

/** POST /api/introductions/link/answer: her answer from the e-mailed link. */
export function answerIntroductionLink(token: string, answer: 'accept' | 'decline') {
  return api<IntroductionAnswer>('/api/introductions/link/answer', { body: { token, answer }, anonymous: true });
}
