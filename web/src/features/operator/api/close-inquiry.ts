import type { CloseInquiryBody, Inquiry } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/operator/inquiries/:id/close: Closed, with the operator's note in its history. */
export function closeInquiry(id: string, note: string) {
  return api<Inquiry>(`/api/operator/inquiries/${encodeURIComponent(id)}/close`, { body: { note } satisfies CloseInquiryBody });
}
