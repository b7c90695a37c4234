import type { Inquiry } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/enabler/inquiries: her inquiries, newest first (the visitor's address only once accepted). */
function getMyInquiries(signal: AbortSignal) {
  return api<Inquiry[]>('/api/enabler/inquiries', { signal });
}

export function useMyInquiries() {
  return useQuery(getMyInquiries);
}
