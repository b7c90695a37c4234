import type { Case } from '@wfc/shared';
import { api, ApiError } from '../../../lib/api-client';

/**
 * POST /api/enabler/update/:caseId with status Completed. The server refuses (409
 * CONFIRMATION_REQUIRED) a case she never replied to unless `confirmUnanswered` is set.
 */
export function completeCase(caseId: string, confirmUnanswered = false) {
  const body = confirmUnanswered ? { status: 'Completed', confirmUnanswered: true } : { status: 'Completed' };
  return api<Case>(`/api/enabler/update/${encodeURIComponent(caseId)}`, { body });
}

/**
 * Completes a case, asking her first when the server says she never replied to it (issue 26: one
 * tap had completed a case nobody answered). Undefined when she chose not to.
 */
export async function completeCaseAsking(caseId: string, ask: () => Promise<boolean>): Promise<Case | undefined> {
  try {
    return await completeCase(caseId);
  } catch (error) {
    if (!(error instanceof ApiError && error.body?.code === 'CONFIRMATION_REQUIRED')) throw error;
    if (!(await ask())) return undefined;
    return completeCase(caseId, true);
  }
}
