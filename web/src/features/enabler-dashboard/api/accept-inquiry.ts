import type { Inquiry } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/enabler/inquiries/:id/accept: she and the visitor are introduced by e-mail, each with the other's address. */
export function acceptInquiry(id: string) {
  return api<Inquiry>(`/api/enabler/inquiries/${encodeURIComponent(id)}/accept`, { method: 'POST' });
}
