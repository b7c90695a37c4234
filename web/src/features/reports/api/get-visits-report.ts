import type { VisitsReport } from '@wfc/shared';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { apiQuery, type Period } from '../lib/period';

/** GET /api/admin/analytics/visits?from&to (admins and operators): page views and visitors counted without cookies. */
export function useVisitsReport({ from, to }: Pick<Period, 'from' | 'to'>) {
  const load = useCallback(
    (signal: AbortSignal) => api<VisitsReport>(`/api/admin/analytics/visits?${apiQuery({ from, to })}`, { signal }),
    [from, to],
  );
  return useQuery(load, { keep: false });
}
