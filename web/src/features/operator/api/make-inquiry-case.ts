import type { InquiryToCase } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/operator/inquiries/:id/case: a help-request case from the inquiry (the visitor gets her acknowledgement); the inquiry is Closed. */
export function makeInquiryCase(id: string) {
  return api<InquiryToCase>(`/api/operator/inquiries/${encodeURIComponent(id)}/case`, { method: 'POST' });
}
