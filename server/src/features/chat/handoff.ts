import { HelpRequestBody, MAX_TEXT, messages } from '@wfc/shared';
import type { ConversationTurn, HandoffState, HandoffStep } from './conversation';

/**
 * Handing a conversation to a person. Where a handoff stands is kept in the server's own record of
 * the conversation (HandoffState, conversation.ts), moved only by the replies this file makes:
 * never read back from a turn's words, so neither the browser nor a provider's reply can play the
 * bot's part (decision 018).
 *
 * 1. A message that asks for a person ("can someone call me?", "I need to talk to a mentor about my
 *    specific case") gets the OFFER, which asks for a name and an e-mail address; the embedded
 *    assistant's "no good answer" reply (NO_ANSWER_OFFER) makes the same offer.
 * 2. The visitor's next message is read for an e-mail address and a name. The bot asks for what is
 *    missing, and keeps what is already known in the state.
 * 3. With both, a Pending case is created through the cases service, with the same rules as the
 *    quick help form; its question is what the visitor wrote before the offer.
 * "No" ends the handoff; a message that is neither details nor "no" is answered as usual.
 */

/** The offer made when a question needs a person. */
export const HANDOFF_OFFER =
  'This sounds like something a person from our team should help with. I can send it to them as a help request: please reply with your name and e-mail address, or say no to keep chatting.';

/** The embedded assistant's answer when it has nothing good to say; it doubles as an offer. */
export const NO_ANSWER_OFFER =
  "I'm sorry, I don't have a good answer to that. You can ask our team through the quick help form at /#quick-help, or reply here with your name and e-mail address and I'll pass your question on as a help request.";

const ASK_DETAILS = 'Great! Please reply with your name and e-mail address, for example: Asha Menon, asha@example.org.';
const ASK_EMAIL_END = 'What e-mail address should our team reply to?';
const ASK_NAME_END = 'What name should our team use for you?';
const DECLINED = 'No problem. Ask me anything else, or use the quick help form at /#quick-help whenever you like.';
const NOT_AN_EMAIL = "Sorry, that doesn't look like an e-mail address. ";

const askEmail = (name: string) => `Thank you, ${name}. ${ASK_EMAIL_END}`;
/** Asks again for the address, keeping the name already given. */
const askEmailAgain = (name: string | undefined) => `${NOT_AN_EMAIL}${name ? askEmail(name) : ASK_EMAIL_END}`;
const askName = (email: string) => `Thank you! We'll reply to ${email}. ${ASK_NAME_END}`;

/** The confirmation once the case exists; the same words as the quick help form's success message. */
export const handoffConfirmation = (name: string, email: string) =>
  `Thank you, ${name}. ${messages.helpSuccess} Our reply will go to ${email}.`;

/** What the chat should do about a handoff; `next` is the state to keep after the reply. */
export type HandoffPlan =
  { kind: 'none' } | { kind: 'reply'; reply: string; next: HandoffState | undefined } | { kind: 'create'; request: HelpRequestBody };

const NEEDS_A_PERSON = [
  /\b(call|phone|ring|contact|email|e-mail|text|reach)\s+me\b/i,
  /\bget back to me\b/i,
  /\b(talk|speak|chat)\s+(to|with)\s+(a\s+|an\s+|the\s+|some\s+|your\s+)?(real\s+)?(person|human|someone|somebody|mentor|enabler|operator|team|staff|agent|expert)\b/i,
  /\b(real|actual|live)\s+(person|human)\b/i,
  /\bmy\s+(specific|own|particular|personal)\s+(case|situation|problem|issue|question)\b/i,
  /\b(someone|somebody)\s+(to\s+)?(call|contact|help|reach|phone)\b/i,
];

/** Whether a message asks for a person rather than for information. */
export function needsAPerson(message: string): boolean {
  return NEEDS_A_PERSON.some((pattern) => pattern.test(message));
}

const EMAIL_IN_TEXT = /[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]+/;
const DECLINE = /^\s*(no|nope|nah|cancel|not now|never ?mind|no,? thanks?( you)?|don't|do not)\b/i;
const AFFIRM = /^\s*(yes|yeah|yep|sure|ok|okay|please|of course|go ahead|yes please)\b[\s,.!]*$/i;

/** The name in "Asha Menon, asha@example.org" or "my name is Asha": letters only, at most five words. */
export function nameIn(text: string): string | undefined {
  const rest = text
    .replace(EMAIL_IN_TEXT, ' ')
    .replace(/\b(my\s+)?(e-?mail|mail)(\s+address)?(\s+is)?\b/gi, ' ')
    .replace(/\b(my name is|my name's|name is|name|i am|i'm|this is|it's|it is|call me)\b/gi, ' ')
    .replace(/\b(yes|yeah|yep|sure|ok|okay|please|hi|hello|hey|thanks|thank you)\b/gi, ' ')
    .replace(/[,;:()<>"!?]+|(^|\s)[-–—]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(and|&)\s+|\s+(and|&)$/gi, '')
    .replace(/(\p{L}{2,})\.$/u, '$1');
  if (!rest || rest.length > 100 || rest.split(' ').length > 5) return undefined;
  return /^\p{L}[\p{L}\p{M}' .-]*$/u.test(rest) ? rest : undefined;
}

const emailIn = (text: string) => EMAIL_IN_TEXT.exec(text)?.[0].replace(/[.]+$/, '');

/**
 * Decides whether this message starts, continues or completes a handoff, from the server's own
 * state of it. Pure: the caller creates the case for a `create` plan and keeps `next`.
 */
export function planHandoff(message: string, turns: ConversationTurn[], state: HandoffState | undefined): HandoffPlan {
  const offer = (): HandoffPlan => ({ kind: 'reply', reply: HANDOFF_OFFER, next: offeredHandoff(turns, message) });
  if (!state) return needsAPerson(message) ? offer() : { kind: 'none' };
  const { step, question } = state;
  const ask = (reply: string, next: HandoffStep): HandoffPlan => ({ kind: 'reply', reply, next: { step: next, question } });

  const email = emailIn(message) ?? (step.kind === 'askName' ? step.email : undefined);
  const knownName = step.kind === 'askEmail' && step.name ? step.name : undefined;
  // A name on its own is only read where one was asked for; elsewhere it comes with the address.
  const readsName = !message.includes('?') && (step.kind === 'askName' || emailIn(message) !== undefined || isShort(message));
  const name = knownName ?? (readsName ? nameIn(message) : undefined);
  const askEmailAgainStep: HandoffStep = { kind: 'askEmail', name: knownName ?? '' };

  if (!emailIn(message) && DECLINE.test(message)) return { kind: 'reply', reply: DECLINED, next: undefined };
  if (email && name) {
    const request = HelpRequestBody.safeParse({ requesterName: name, requesterEmail: email, question });
    if (request.success) return { kind: 'create', request: request.data };
    return ask(askEmailAgain(knownName), askEmailAgainStep);
  }
  if (email) return ask(askName(email), { kind: 'askName', email });
  if (name && step.kind !== 'askEmail') return ask(askEmail(name), { kind: 'askEmail', name });
  if (AFFIRM.test(message)) return ask(ASK_DETAILS, { kind: 'askDetails' });
  if (step.kind === 'askEmail' && isShort(message)) return ask(askEmailAgain(knownName), askEmailAgainStep);
  return needsAPerson(message) ? offer() : { kind: 'none' };
}

const isShort = (text: string) => !text.includes('?') && text.trim().split(/\s+/).length <= 5;

/**
 * A handoff just offered for `message`: its question is the visitor's words up to it, at most three
 * messages, oldest first, stopping at an earlier handoff so that a question already sent is not
 * sent again.
 */
export function offeredHandoff(turns: ConversationTurn[], message: string): HandoffState {
  const asked = [message];
  for (let i = turns.length - 1; i >= 0 && asked.length < 3; i -= 1) {
    const turn = turns[i];
    if (!turn || turn.handoff) break;
    if (turn.sender === 'user') asked.unshift(turn.text);
  }
  return { step: { kind: 'offer' }, question: asked.join('\n\n').slice(0, MAX_TEXT) };
}
