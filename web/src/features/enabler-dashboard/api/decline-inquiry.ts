import type { DeclineInquiryBody, Inquiry } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/enabler/inquiries/:id/decline: the visitor gets a kind note, with the reason when one is given. */
export function declineInquiry(id: string, reason: string) {
  const body: DeclineInquiryBody = reason.trim() ? { reason: reason.trim() } : {};
  return api<Inquiry>(`/api/enabler/inquiries/${encodeURIComponent(id)}/decline`, { body });
}
