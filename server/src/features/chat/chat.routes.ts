import { ChatBody, type ChatResponse } from '@wfc/shared';
import type { FastifyInstance } from 'fastify';
import { localizeText } from '../../lib/localize';
import { maskEmail } from '../../lib/redact';
import { parseInput } from '../../lib/validate';
import { answerChat, createChatAssistant } from './chat.service';
import type { ConversationStore } from './conversation-store';
import { mailerOf } from '../mail/outbox.service';

export interface ChatRoutesOptions {
  /** Where the server keeps each conversation (decision 018). */
  conversations: ConversationStore;
  /** Shortens the provider's 15 s timeout, for tests. */
  providerTimeoutMs?: number;
}

/** POST /api/chat: the chat widget's assistant (api-contract.md; decisions.md 11; decision 018). */
export async function chatRoutes(app: FastifyInstance, options: ChatRoutesOptions) {
  // Built from the content at start, and again after each content save (decision 021), so the
  // assistant answers from the content as it is now. Until a rebuild is done the chat waits for it;
  // a rebuild that fails keeps the assistant it had. Of rebuilds that overlap, the newest wins.
  let assistant = await createChatAssistant(app.database, app.config.chat, options);
  let rebuilds = 0;
  let rebuilding: Promise<void> | undefined;
  app.contentChanges.subscribe(() => {
    const turn = (rebuilds += 1);
    const rebuild = createChatAssistant(app.database, app.config.chat, options).then(
      (next) => {
        if (turn === rebuilds) assistant = next;
      },
      (error: unknown) => app.log.error({ err: error }, 'the chat assistant could not be rebuilt from the changed content'),
    );
    const done = rebuild.finally(() => {
      if (rebuilding === done) rebuilding = undefined;
    });
    rebuilding = done;
  });
  app.post('/api/chat', { config: { rateLimit: app.limits.chat } }, async (request, reply): Promise<ChatResponse> => {
    const input = parseInput(ChatBody, request.body);
    const { locale } = request;
    await rebuilding;
    // A help request made in the chat spends the quick help form's budget, so the chat is no way around it.
    const outcome = await answerChat(app.database, assistant, input, app.clock(), {
      ...mailerOf(app),
      beforeHelpRequest: () => app.limits.spend('POST /api/help', request),
      conversations: options.conversations,
      locale,
    });
    const created = outcome.created && { caseId: outcome.created.caseId, requester: maskEmail(outcome.created.requesterEmail) };
    request.log.info({ answeredBy: outcome.answeredBy, ...created }, created ? 'chat handoff stored a help request' : 'chat answered');
    if (created) app.staffFeed.publish({ kind: 'case-created', caseId: created.caseId });
    // The provider was told the language and the embedded assistant answered in it; the server's own
    // fixed replies (the handoff, the "no good answer" offer) are looked up in the answers' catalog.
    reply.header('Content-Language', locale).header('Vary', 'Accept-Language');
    return { reply: localizeText(outcome.reply, locale), conversationId: outcome.conversationId };
  });
}
