import type { InquiryBody } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/inquiry: a visitor's message to one enabler (answers 201). */
export function submitInquiry(body: InquiryBody) {
  return api<{ _id: string; message: string }>('/api/inquiry', { body });
}
