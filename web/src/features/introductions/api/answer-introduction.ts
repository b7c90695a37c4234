import type { IntroductionView } from '@wfc/shared';
import { memberApi } from '../../member-account';

/** What an answer to a request says: the server's words and the introduction as it is now. */
export interface IntroductionAnswer {
  message: string;
  introduction: IntroductionView;
}

/** POST /api/member/introductions/:id/accept or …/decline: her answer to a request she received. */
export function answerIntroduction(id: string, answer: 'accept' | 'decline') {
  return memberApi<IntroductionAnswer>(`/api/member/introductions/${encodeURIComponent(id)}/${answer}`, { method: 'POST' });
}
