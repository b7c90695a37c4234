import type { ReportAnswers, ReportKind } from '@wfc/shared';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { apiQuery, type Period } from '../lib/period';

/** GET /api/staff/reports/<kind>?from&to (admins and operators). */
export function useStaffReport<K extends ReportKind>(kind: K, { from, to }: Pick<Period, 'from' | 'to'>) {
  const load = useCallback(
    (signal: AbortSignal) => api<ReportAnswers[K]>(`/api/staff/reports/${kind}?${apiQuery({ from, to })}`, { signal }),
    [kind, from, to],
  );
  // Another period's figures are never shown as this one's.
  return useQuery(load, { keep: false });
}
