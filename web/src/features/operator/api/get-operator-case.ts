import type { CaseDetail } from '@wfc/shared';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { changesCase, useStaffLive } from '../../../lib/staff-live';

/** GET /api/operator/cases/:caseId: any case with its thread and history (operators and admins; read-only). */
function getOperatorCase(caseId: string, signal: AbortSignal) {
  return api<CaseDetail>(`/api/operator/cases/${encodeURIComponent(caseId)}`, { signal });
}

/** The case `caseId` as operators read it, read again when a message or a change of it arrives. */
export function useOperatorCase(caseId: string) {
  const query = useQuery(useCallback((signal: AbortSignal) => getOperatorCase(caseId, signal), [caseId]));
  useStaffLive((change) => {
    if (changesCase(change, caseId)) query.reload();
  });
  return query;
}
