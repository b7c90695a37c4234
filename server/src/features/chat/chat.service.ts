import type { ChatBody } from '@wfc/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { createCase } from '../cases/case.service';
import * as content from '../content/content.service';
import { providerMessages, requestCompletion, systemInstruction, type ProviderSettings } from './chat-provider';
import { EmbeddedAssistant } from './embedded-assistant';
import { handoffConfirmation, planHandoff } from './handoff';
import type { KnowledgeSource } from './knowledge-base';

/** What answers the chat: the configured provider, or the embedded assistant when there is no key. */
export interface ChatAssistant {
  /** Set only when CHAT_API_KEY is. */
  provider: ProviderSettings | undefined;
  instruction: string;
  embedded: EmbeddedAssistant;
}

/** Who wrote a reply, for the log. */
export interface ChatOutcome {
  reply: string;
  answeredBy: 'provider' | 'embedded' | 'handoff';
  /** The help request a handoff created. */
  created?: { caseId: string; requesterEmail: string };
}

/** The site's content the embedded assistant and the system instruction are built from. */
export async function loadKnowledgeSource(database: Database): Promise<KnowledgeSource> {
  const { db } = database;
  const [site, enablers, events, blog, podcast, webinars] = await Promise.all([
    content.getSite(db),
    content.listEnablers(db),
    content.listEvents(db),
    content.listBlogPosts(db),
    content.listPodcastEpisodes(db),
    content.listWebinars(db),
  ]);
  return { site, expertise: site.expertise, enablers, events, blog, podcast, webinars };
}

/** Builds the assistant once, at start, from the database's content and the chat configuration. */
export async function createChatAssistant(
  database: Database,
  chat: Config['chat'],
  options: { providerTimeoutMs?: number } = {},
): Promise<ChatAssistant> {
  const source = await loadKnowledgeSource(database);
  return {
    provider: chat.apiKey
      ? { apiUrl: chat.apiUrl, apiKey: chat.apiKey, model: chat.model, ...(options.providerTimeoutMs ? { timeoutMs: options.providerTimeoutMs } : {}) }
      : undefined,
    instruction: systemInstruction(source.site),
    embedded: new EmbeddedAssistant(source),
  };
}

export interface ChatHooks {
  /** The base of the link the requester is e-mailed when a handoff stores a help request (config.publicUrl). */
  publicUrl: string;
  /** Runs before a handoff stores a help request, and refuses it by throwing (the help form's rate limit). */
  beforeHelpRequest?: () => Promise<void>;
}

/**
 * Answers one chat message. A handoff (handoff.ts) comes first and creates the help request
 * itself; otherwise the provider answers when configured, else the embedded assistant.
 */
export async function answerChat(database: Database, assistant: ChatAssistant, input: ChatBody, now: Date, hooks: ChatHooks): Promise<ChatOutcome> {
  const plan = planHandoff(input);
  if (plan.kind === 'create') {
    await hooks.beforeHelpRequest?.();
    const created = await createCase(database, { ...plan.request, source: 'chat' }, now, hooks);
    return {
      reply: handoffConfirmation(created.requesterName, created.requesterEmail),
      answeredBy: 'handoff',
      created: { caseId: created._id, requesterEmail: created.requesterEmail },
    };
  }
  if (plan.kind === 'reply') return { reply: plan.reply, answeredBy: 'handoff' };
  if (assistant.provider) {
    const reply = await requestCompletion(assistant.provider, providerMessages(assistant.instruction, input));
    return { reply, answeredBy: 'provider' };
  }
  return { reply: assistant.embedded.answer(input.message, now).reply, answeredBy: 'embedded' };
}
