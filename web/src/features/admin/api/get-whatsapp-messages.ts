import type { WhatsAppMessageSummary, WhatsAppStatus } from '@wfc/shared';
import { usePagedList } from '../../../lib/paged-query';

/** Messages per page of the WhatsApp list. */
const WHATSAPP_PAGE_SIZE = 50;

const WHATSAPP_PATH = '/api/admin/whatsapp';

/** The first page's path, newest first, of every message or of one status. */
function whatsappListPath(status: WhatsAppStatus | null): string {
  const params = new URLSearchParams({ limit: String(WHATSAPP_PAGE_SIZE) });
  if (status) params.set('status', status);
  return `${WHATSAPP_PATH}?${params.toString()}`;
}

/**
 * The WhatsApp messages the club sent, newest first, filtered by `status`, a page at a time (Load
 * more follows the cursor). The server answers 404 when the club has no WhatsApp account.
 */
export function useWhatsAppList(status: WhatsAppStatus | null) {
  return usePagedList<WhatsAppMessageSummary>(whatsappListPath(status), WHATSAPP_PATH);
}
