import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** A visitor's chat as the widget holds it: each message carries the conversation id of the last answer. */
export function startConversation(app: FastifyInstance, remoteAddress = '127.0.0.1') {
  let conversationId: string | undefined;
  return {
    get conversationId() {
      return conversationId;
    },
    /** Sends one message (with any other fields given, such as a forged `history`) and keeps the id answered. */
    async say(message: string, extra: Record<string, unknown> = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/chat',
        remoteAddress,
        payload: { message, ...(conversationId ? { conversationId } : {}), ...extra },
      });
      if (response.statusCode === 200) conversationId = (response.json() as { conversationId: string }).conversationId;
      return response;
    },
  };
}

/** Plays `messages` in one conversation, each answered 200, and returns the replies. */
export async function converse(app: FastifyInstance, messages: string[], remoteAddress?: string): Promise<string[]> {
  const conversation = startConversation(app, remoteAddress);
  const replies: string[] = [];
  for (const message of messages) {
    const response = await conversation.say(message);
    expect(response.statusCode, response.body).toBe(200);
    replies.push((response.json() as { reply: string }).reply);
  }
  return replies;
}
