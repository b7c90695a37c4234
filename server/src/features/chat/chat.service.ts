import { MAX_CHAT_HISTORY, MAX_CHAT_MESSAGE, type ChatBody, type Locale } from '@wfc/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createCase } from '../cases/case.service';
import * as content from '../content/content.service';
import { providerMessages, requestCompletion, systemInstruction, type ProviderSettings } from './chat-provider';
import type { Conversation, HandoffState } from './conversation';
import { newConversationId, type ConversationStore } from './conversation-store';
import { EmbeddedAssistant } from './embedded-assistant';
import { handoffConfirmation, offeredHandoff, planHandoff } from './handoff';
import type { KnowledgeSource } from './knowledge-base';
import type { Mailer } from '../mail/outbox.service';

/** What answers the chat: the configured provider, or the embedded assistant when there is no key. */
export interface ChatAssistant {
  /** Set only when CHAT_API_KEY is. */
  provider: ProviderSettings | undefined;
  instruction: string;
  embedded: EmbeddedAssistant;
}

/** One reply, who wrote it (for the log), and where a handoff stands after it. */
interface ChatAnswer {
  reply: string;
  answeredBy: 'provider' | 'embedded' | 'handoff';
  /** The help request a handoff created. */
  created?: { caseId: string; requesterEmail: string };
  /** The handoff under way after this reply; none when it ended or never began. */
  handoff?: HandoffState;
}

/** A reply and the conversation it belongs to. */
export interface ChatOutcome extends ChatAnswer {
  conversationId: string;
}

/** The content that has a Malayalam version (decision 028), in one language. */
async function translatedContent(db: Database['db'], locale: Locale) {
  const [site, enablers, events] = await Promise.all([
    content.getSite(db, locale),
    content.listEnablers(db, locale),
    content.listEvents(db, locale),
  ]);
  return { site, expertise: site.expertise, enablers, events };
}

/**
 * The site's content the embedded assistant and the system instruction are built from, in each
 * language; the lists that have no Malayalam version yet are read once, for both.
 */
async function loadKnowledgeSources(database: Database): Promise<Record<Locale, KnowledgeSource>> {
  const { db } = database;
  const [blog, podcast, webinars, en, ml] = await Promise.all([
    content.listBlogPosts(db),
    content.listPodcastEpisodes(db),
    content.listWebinars(db),
    translatedContent(db, 'en'),
    translatedContent(db, 'ml'),
  ]);
  return { en: { ...en, blog, podcast, webinars }, ml: { ...ml, blog, podcast, webinars } };
}

/** The knowledge source in one language (the tests' way in). */
export async function loadKnowledgeSource(database: Database, locale: Locale = 'en'): Promise<KnowledgeSource> {
  return (await loadKnowledgeSources(database))[locale];
}

/** Builds the assistant once, at start, from the database's content and the chat configuration. */
export async function createChatAssistant(
  database: Database,
  chat: Config['chat'],
  options: { providerTimeoutMs?: number } = {},
): Promise<ChatAssistant> {
  const { en: source, ml: malayalam } = await loadKnowledgeSources(database);
  const { apiKey, apiUrl, model, maxTokens } = chat;
  return {
    provider: apiKey
      ? { apiUrl, apiKey, model, maxTokens, ...(options.providerTimeoutMs ? { timeoutMs: options.providerTimeoutMs } : {}) }
      : undefined,
    instruction: systemInstruction(source.site),
    embedded: new EmbeddedAssistant(source, malayalam),
  };
}

/** Besides the database: the Mailer (the base of the link the requester is e-mailed when a handoff stores a help request, and the outbox it is queued in), and: */
export interface ChatHooks extends Mailer {
  /** Runs before a handoff stores a help request, and refuses it by throwing (the help form's rate limit). */
  beforeHelpRequest?: () => Promise<void>;
  /** Where the conversations are kept. */
  conversations: ConversationStore;
  /** The visitor's language (the request's Accept-Language): the model answers in it, and a help request stored by a handoff is e-mailed in it. English when absent. */
  locale?: Locale;
}

/**
 * Answers one chat message in the conversation the server keeps under `input.conversationId`, or
 * in a new one when that id is absent, unknown or expired (`input.history` is never read). The turns
 * are kept only once answered: a failure leaves the conversation as it was.
 */
export async function answerChat(
  database: Database,
  assistant: ChatAssistant,
  input: ChatBody,
  now: Date,
  hooks: ChatHooks,
): Promise<ChatOutcome> {
  const id = input.conversationId;
  const kept = id ? await hooks.conversations.load(id) : undefined;
  const conversationId = kept && id ? id : newConversationId();
  const conversation = kept ?? { turns: [] };
  const answer = await answerMessage(database, assistant, input.message, conversation, now, hooks);
  await hooks.conversations.save(conversationId, withExchange(conversation, input.message, answer));
  return { ...answer, conversationId };
}

/**
 * A handoff (handoff.ts) comes first and creates the help request itself; otherwise the provider
 * answers when configured, else the embedded assistant.
 */
async function answerMessage(
  database: Database,
  assistant: ChatAssistant,
  message: string,
  conversation: Conversation,
  now: Date,
  hooks: ChatHooks,
): Promise<ChatAnswer> {
  const plan = planHandoff(message, conversation.turns, conversation.handoff);
  if (plan.kind === 'create') {
    await hooks.beforeHelpRequest?.();
    const created = await createCase(database, { ...plan.request, source: 'chat', locale: hooks.locale ?? 'en' }, now, hooks);
    return {
      reply: handoffConfirmation(created.requesterName, created.requesterEmail),
      answeredBy: 'handoff',
      created: { caseId: created._id, requesterEmail: created.requesterEmail },
    };
  }
  if (plan.kind === 'reply') return { reply: plan.reply, answeredBy: 'handoff', ...(plan.next ? { handoff: plan.next } : {}) };
  if (assistant.provider) {
    const reply = await requestCompletion(
      assistant.provider,
      providerMessages(assistant.instruction, conversation.turns, message, hooks.locale),
    );
    return { reply, answeredBy: 'provider' };
  }
  const answer = assistant.embedded.answer(message, now, hooks.locale);
  // Its "no good answer" reply offers to pass the question on, as a handoff's offer does.
  return {
    reply: answer.reply,
    answeredBy: 'embedded',
    ...(answer.answered ? {} : { handoff: offeredHandoff(conversation.turns, message) }),
  };
}

/** The conversation after this exchange: its last MAX_CHAT_HISTORY turns, each cut to MAX_CHAT_MESSAGE. */
function withExchange(conversation: Conversation, message: string, answer: ChatAnswer): Conversation {
  const handoffTurn = answer.answeredBy === 'handoff' || answer.handoff !== undefined;
  const reply = answer.reply
    ? [{ sender: 'bot' as const, text: answer.reply.slice(0, MAX_CHAT_MESSAGE), ...(handoffTurn ? { handoff: true as const } : {}) }]
    : [];
  const turns = [...conversation.turns, { sender: 'user' as const, text: message }, ...reply].slice(-MAX_CHAT_HISTORY);
  return answer.handoff ? { turns, handoff: answer.handoff } : { turns };
}
