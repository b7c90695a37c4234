import type { NewRequestMail } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/operator/new-request-mail: how she hears of a new help request by e-mail (issue 41). */
function getNewRequestMail(signal: AbortSignal) {
  return api<NewRequestMail>('/api/operator/new-request-mail', { signal });
}

export function useNewRequestMail() {
  return useQuery(getNewRequestMail);
}

/** PUT /api/operator/new-request-mail. */
export function saveNewRequestMail(body: NewRequestMail) {
  return api<NewRequestMail>('/api/operator/new-request-mail', { method: 'PUT', body });
}
