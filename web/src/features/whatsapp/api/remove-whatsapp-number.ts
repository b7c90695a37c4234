import { memberApi } from '../../member-account';

/** DELETE /api/member/whatsapp: her number, its choices and its messages are removed. */
export function removeWhatsAppNumber() {
  return memberApi<{ message: string }>('/api/member/whatsapp', { method: 'DELETE' });
}
