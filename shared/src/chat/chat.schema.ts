import { z } from 'zod';

export const MAX_CHAT_MESSAGE = 1000;
export const MAX_CHAT_HISTORY = 10;

const chatText = (what: string) =>
  z
    .string({ error: `Please type a ${what}.` })
    .trim()
    .min(1, { error: `Please type a ${what}.` })
    .max(MAX_CHAT_MESSAGE, { error: `A ${what} must be at most ${MAX_CHAT_MESSAGE} characters.` })
    .refine((value) => !value.includes('\u0000'), { error: `A ${what} contains characters we cannot accept.` });

const CONVERSATION_INVALID = 'The conversation is not valid. Please reload the page to start a new one.';

/** Body of POST /api/chat. */
export const ChatBody = z.object({
  message: chatText('message'),
  /** The id the server's last answer gave (16 random bytes, base64url); absent for a new conversation. */
  conversationId: z
    .string({ error: CONVERSATION_INVALID })
    .regex(/^[A-Za-z0-9_-]{22}$/, { error: CONVERSATION_INVALID })
    .optional(),
  /**
   * The contract's earlier turns: still validated, then ignored as a whole, since the browser could
   * write the bot's turns too; the server keeps the conversation itself (decision 018).
   */
  history: z
    .array(z.object({ sender: z.enum(['user', 'bot']), text: chatText('previous message') }), {
      error: 'The conversation history is not valid.',
    })
    .max(MAX_CHAT_HISTORY, { error: `Send at most ${MAX_CHAT_HISTORY} earlier messages.` })
    .default([]),
});
export type ChatBody = z.infer<typeof ChatBody>;

/** What the widget sends: its message and the server's conversation id, never the history. */
export type ChatRequest = Pick<z.input<typeof ChatBody>, 'message' | 'conversationId'>;

export interface ChatResponse {
  reply: string;
  /** The conversation this reply belongs to: send it with the next message. */
  conversationId: string;
}
