import type { ChatRequest, ChatResponse } from '@wfc/shared';
import { api } from '../../../lib/api-client';

/** POST /api/chat: one visitor message in the conversation the server keeps; the server's assistant answers. */
export function sendChatMessage(body: ChatRequest) {
  return api<ChatResponse>('/api/chat', { body });
}
