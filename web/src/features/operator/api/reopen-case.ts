import type { Case } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/operator/reopen/:caseId: a Completed case is open again (its enabler's, or the queue's); the requester is told. */
export function reopenCase(caseId: string) {
  return api<Case>(`/api/operator/reopen/${encodeURIComponent(caseId)}`, { method: 'POST' });
}
