import type { MyIntroductions } from '@wfc/shared';
import { useQuery } from '../../../lib/query';
import { memberApi } from '../../member-account';

/** GET /api/member/introductions: the requests she received and those she sent. */
function getMyIntroductions(signal: AbortSignal) {
  return memberApi<MyIntroductions>('/api/member/introductions', { signal });
}

export function useMyIntroductions() {
  return useQuery(getMyIntroductions);
}
