import type { MyWhatsApp, WhatsAppCodeBody } from '@wfc/shared';
import { memberApi } from '../../member-account';

/** POST /api/member/whatsapp/confirm: the code sent to her number. */
export function confirmWhatsAppNumber(body: WhatsAppCodeBody) {
  return memberApi<{ message: string; whatsapp: MyWhatsApp }>('/api/member/whatsapp/confirm', { body });
}
