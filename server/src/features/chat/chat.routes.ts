import { ChatBody, type ChatResponse } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { maskEmail } from '../../lib/redact';
import { parseInput } from '../../lib/validate';
import { answerChat, createChatAssistant } from './chat.service';
import type { ConversationStore } from './conversation-store';

export interface ChatRoutesOptions {
  /** Where the server keeps each conversation (decision 018). */
  conversations: ConversationStore;
  /** Shortens the provider's 15 s timeout, for tests. */
  providerTimeoutMs?: number;
}

/** POST /api/chat: the chat widget's assistant (api-contract.md; decisions.md 11; decision 018). */
export async function chatRoutes(app: FastifyInstance, options: ChatRoutesOptions) {
  const assistant = await createChatAssistant(app.database, app.config.chat, options);
  app.post('/api/chat', { config: { rateLimit: app.limits.chat } }, async (request): Promise<ChatResponse> => {
    const input = parseInput(ChatBody, request.body);
    // A help request made in the chat spends the quick help form's budget, so the chat is no way around it.
    const outcome = await answerChat(app.database, assistant, input, app.clock(), {
      publicUrl: app.config.publicUrl,
      beforeHelpRequest: () => app.limits.spend('POST /api/help', request),
      conversations: options.conversations,
    });
    const created = outcome.created && { caseId: outcome.created.caseId, requester: maskEmail(outcome.created.requesterEmail) };
    request.log.info({ answeredBy: outcome.answeredBy, ...created }, created ? 'chat handoff stored a help request' : 'chat answered');
    return { reply: outcome.reply, conversationId: outcome.conversationId };
  });
}
