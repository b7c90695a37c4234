import type { Inquiry } from '@wfc/shared';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { useStaffLive } from '../../../lib/staff-live';

/** GET /api/operator/inquiries: inquiries to profiles with no linked account, newest first. */
function getOperatorInquiries(signal: AbortSignal) {
  return api<Inquiry[]>('/api/operator/inquiries', { signal });
}

export function useOperatorInquiries() {
  const inquiries = useQuery(getOperatorInquiries);
  // A new inquiry, or the stream back after a break: the list read again (issue 41).
  useStaffLive((change) => {
    if (change.kind === 'inquiry-created' || change.kind === 'reconnected') inquiries.reload();
  });
  return inquiries;
}
