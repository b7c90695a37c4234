import type { Case, HandBackBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/enabler/hand-back/:caseId: the case returns to the unassigned queue; the operators see the reason. */
export function handBackCase(caseId: string, reason: string) {
  return api<Case>(`/api/enabler/hand-back/${encodeURIComponent(caseId)}`, { body: { reason } satisfies HandBackBody });
}
