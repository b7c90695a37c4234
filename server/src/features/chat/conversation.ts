import { z } from 'zod';

/**
 * What the server keeps of a chat (decision 018), apart from the store that keeps it and the
 * handoff that moves it, so that each of those imports the shapes and neither imports the other.
 * The schemas read a conversation back from Redis (db/json-column.ts).
 */

/** One turn of a conversation the server keeps: the visitor's message, or what the server answered. */
const ConversationTurn = z.object({
  sender: z.enum(['user', 'bot']),
  text: z.string(),
  /** A bot turn of a handoff (offer, question, confirmation, "no problem"): an earlier question ends there. */
  handoff: z.literal(true).optional(),
});
export type ConversationTurn = z.infer<typeof ConversationTurn>;

/** The bot's last handoff question, with what it already knows. */
const HandoffStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer') }),
  z.object({ kind: z.literal('askDetails') }),
  z.object({ kind: z.literal('askEmail'), name: z.string() }),
  z.object({ kind: z.literal('askName'), email: z.string() }),
]);
export type HandoffStep = z.infer<typeof HandoffStep>;

/** Where a handoff stands: the last step, and the visitor's question it will pass on. */
const HandoffState = z.object({ step: HandoffStep, question: z.string() });
export type HandoffState = z.infer<typeof HandoffState>;

/** A chat conversation as the server keeps it; only the server writes it. */
export const Conversation = z.object({
  /** The last turns, oldest first: the context the provider is given. */
  turns: z.array(ConversationTurn),
  /** Set while a handoff to a person is under way. */
  handoff: HandoffState.optional(),
});
export type Conversation = z.infer<typeof Conversation>;
