import type { MyWhatsApp, WhatsAppChoicesBody } from '@wfc/shared';
import { memberApi } from '../../member-account';

/** PUT /api/member/whatsapp/choices: what comes to her on WhatsApp (turning any on after STOP starts again). */
export function saveWhatsAppChoices(body: WhatsAppChoicesBody) {
  return memberApi<{ message: string; whatsapp: MyWhatsApp }>('/api/member/whatsapp/choices', { method: 'PUT', body });
}
