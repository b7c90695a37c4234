import type { RequestView } from '@wfc/shared';
import { useCallback } from 'react';
import { useQuery } from '../../../lib/query';
import { memberApi } from './member-api';

/** GET /api/member/requests/:id: one of her requests as her private link shows it (404 for any other). */
function getMemberRequest(id: string, signal: AbortSignal) {
  return memberApi<RequestView>(`/api/member/requests/${encodeURIComponent(id)}`, { signal });
}

export function useMemberRequest(id: string) {
  return useQuery(useCallback((signal: AbortSignal) => getMemberRequest(id, signal), [id]));
}
