import type { InquiryDetail } from '@wfc/shared';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';

/** GET /api/enabler/inquiries/:id: one of her inquiries with its history; opening a New one makes it Viewed. */
function getInquiry(id: string, signal: AbortSignal) {
  return api<InquiryDetail>(`/api/enabler/inquiries/${encodeURIComponent(id)}`, { signal });
}

/** The inquiry `id`, read again with `reload` after she answers it. */
export function useInquiry(id: string) {
  return useQuery(useCallback((signal: AbortSignal) => getInquiry(id, signal), [id]));
}
