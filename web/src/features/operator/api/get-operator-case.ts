import type { CaseDetail } from '@wfc/shared';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/operator/cases/:caseId: any case with its thread and history (operators and admins; read-only). */
function getOperatorCase(caseId: string, signal: AbortSignal) {
  return api<CaseDetail>(`/api/operator/cases/${encodeURIComponent(caseId)}`, { signal });
}

/** The case `caseId` as operators read it. */
export function useOperatorCase(caseId: string) {
  return useQuery(useCallback((signal: AbortSignal) => getOperatorCase(caseId, signal), [caseId]));
}
