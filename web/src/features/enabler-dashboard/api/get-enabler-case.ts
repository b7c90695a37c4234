import type { CaseDetail } from '@wfc/shared';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { changesCase, useStaffLive } from '../../../lib/staff-live';

/** GET /api/enabler/cases/:caseId: one of the caller's cases with its thread and history (404 if not hers). */
export function getEnablerCase(caseId: string, signal?: AbortSignal) {
  return api<CaseDetail>(`/api/enabler/cases/${encodeURIComponent(caseId)}`, { signal });
}

/** The enabler's case `caseId`, read again with `reload` after she writes, and when a message or a change of it arrives. */
export function useEnablerCase(caseId: string) {
  const query = useQuery(useCallback((signal: AbortSignal) => getEnablerCase(caseId, signal), [caseId]));
  useStaffLive((change) => {
    if (changesCase(change, caseId)) query.reload();
  });
  return query;
}
