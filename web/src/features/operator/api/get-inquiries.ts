import type { Inquiry } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/operator/inquiries: inquiries to profiles with no linked account, newest first. */
function getOperatorInquiries(signal: AbortSignal) {
  return api<Inquiry[]>('/api/operator/inquiries', { signal });
}

export function useOperatorInquiries() {
  return useQuery(getOperatorInquiries);
}
