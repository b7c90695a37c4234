import { useCallback } from 'react';
import { useQuery } from '../../../lib/query';
import { followIntroductionLink } from './follow-introduction-link';

/** The request an e-mailed link opens; like the member reads, nothing is remembered once the page is left. */
export function useIntroductionLink(token: string | null) {
  return useQuery(
    useCallback((signal: AbortSignal) => followIntroductionLink(token ?? '', signal), [token]),
    { keep: false },
  );
}
