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

/** Body of POST /api/chat. */
export const ChatBody = z.object({
  message: chatText('message'),
  history: z
    .array(z.object({ sender: z.enum(['user', 'bot']), text: chatText('previous message') }), {
      error: 'The conversation history is not valid.',
    })
    .max(MAX_CHAT_HISTORY, { error: `Send at most ${MAX_CHAT_HISTORY} earlier messages.` })
    .default([]),
});
export type ChatBody = z.infer<typeof ChatBody>;

export interface ChatResponse {
  reply: string;
}
