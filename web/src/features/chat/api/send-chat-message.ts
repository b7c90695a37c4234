import type { ChatBody, ChatResponse } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/chat: one visitor message with the recent turns; the server's assistant answers. */
export function sendChatMessage(body: ChatBody) {
  return api<ChatResponse>('/api/chat', { body });
}
