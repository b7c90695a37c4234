import type { RequestView } from '@wfc/shared';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { requestCredentials } from './request-credentials';

/** GET /api/request: the request the token opens (404 REQUEST_NOT_FOUND for a wrong, altered or expired link). */
function getRequest(token: string, signal: AbortSignal) {
  return api<RequestView>('/api/request', { ...requestCredentials(token), signal });
}

/** The requester's request; like the staff reads, nothing is remembered once the page is left. */
export function useRequestView(token: string) {
  return useQuery(useCallback((signal: AbortSignal) => getRequest(token, signal), [token]));
}
