import type { WhatsAppNumberBody } from '@wfc/shared';
import { memberApi } from '../../member-account';

/** PUT /api/member/whatsapp: her number; the server sends a code there (202, the same answer for any number). */
export function addWhatsAppNumber(body: WhatsAppNumberBody) {
  return memberApi<{ message: string }>('/api/member/whatsapp', { method: 'PUT', body });
}
