import type { InboxAnswer } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/staff/inbox/:id/answer: e-mails `body` to the item's writer in her language, or sends it on WhatsApp (409 after her 24 hours). */
export function answerInboxItem(id: string, body: string) {
  return api<InboxAnswer>(`/api/staff/inbox/${encodeURIComponent(id)}/answer`, { body: { body } });
}
