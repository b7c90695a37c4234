import type { Case } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/enabler/update/:caseId with status Completed. */
export function completeCase(caseId: string) {
  return api<Case>(`/api/enabler/update/${encodeURIComponent(caseId)}`, { body: { status: 'Completed' } });
}
