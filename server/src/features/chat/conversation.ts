/**
 * What the server keeps of a chat (decision 018), apart from the store that keeps it and the
 * handoff that moves it, so that each of those imports the shapes and neither imports the other.
 */

/** One turn of a conversation the server keeps: the visitor's message, or what the server answered. */
export interface ConversationTurn {
  sender: 'user' | 'bot';
  text: string;
  /** A bot turn of a handoff (offer, question, confirmation, "no problem"): an earlier question ends there. */
  handoff?: true;
}

/** The bot's last handoff question, with what it already knows. */
export type HandoffStep =
  { kind: 'offer' } | { kind: 'askDetails' } | { kind: 'askEmail'; name: string } | { kind: 'askName'; email: string };

/** Where a handoff stands: the last step, and the visitor's question it will pass on. */
export interface HandoffState {
  step: HandoffStep;
  question: string;
}

/** A chat conversation as the server keeps it; only the server writes it. */
export interface Conversation {
  /** The last turns, oldest first: the context the provider is given. */
  turns: ConversationTurn[];
  /** Set while a handoff to a person is under way. */
  handoff?: HandoffState;
}
