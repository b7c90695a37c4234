import type { Case } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/enabler/accept/:caseId: the enabler takes a Pending case (it becomes Accepted). */
export function acceptCase(caseId: string) {
  return api<Case>(`/api/enabler/accept/${encodeURIComponent(caseId)}`, { method: 'POST' });
}
