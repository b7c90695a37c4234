import type { MyWhatsApp } from '@wfc/shared';
import { useQuery } from '../../../lib/query';
import { memberApi } from '../../member-account';

/** GET /api/member/whatsapp: whether the club sends WhatsApp messages, and her number and choices. */
function getMyWhatsApp(signal: AbortSignal) {
  return memberApi<MyWhatsApp>('/api/member/whatsapp', { signal });
}

export function useMyWhatsApp() {
  return useQuery(getMyWhatsApp);
}
