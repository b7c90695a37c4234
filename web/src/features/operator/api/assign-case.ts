import type { Case } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/operator/assign/:caseId: gives the case to an enabler (and a deadline if it had none). */
export function assignCase(caseId: string, enablerId: string) {
  return api<Case>(`/api/operator/assign/${encodeURIComponent(caseId)}`, { body: { enablerId } });
}
