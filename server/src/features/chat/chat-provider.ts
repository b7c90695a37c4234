import { readBodyAtMost } from '../../lib/read-body';
import type { SiteSettings } from '@wfc/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { ConversationTurn } from './conversation';

/** The provider's whole answer time, body included (api-contract.md: 15 s). */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** The most bytes of a provider's answer the server reads; past them the call fails, so a huge body is neither held nor relayed. */
export const MAX_PROVIDER_ANSWER_BYTES = 64 * 1024;

/** What a visitor's widget receives when the provider fails; never the provider's own words. */
export const PROVIDER_FAILED = 'The chat assistant is not available right now. Please try again later.';

export interface ProviderSettings {
  /** Base URL of an OpenAI-compatible API; `/chat/completions` is appended. */
  apiUrl: string;
  apiKey: string;
  model: string;
  /** Sent as `max_tokens`: the most the provider may write, and bill, for one reply (CHAT_MAX_TOKENS). */
  maxTokens: number;
  /** Tests shorten it; the default is the contract's 15 s. */
  timeoutMs?: number;
}

export interface ProviderMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Why a provider call failed, for the log; the visitor only sees PROVIDER_FAILED. */
export type ProviderFailure = 'timeout' | 'network' | 'status' | 'unreadable' | 'too-large';

/** A 502 whose log entry says what went wrong (never the key: it is only ever in a request header). */
export class ChatProviderError extends AppError {
  constructor(
    readonly reason: ProviderFailure,
    readonly providerStatus?: number,
  ) {
    super(502, 'BAD_GATEWAY', PROVIDER_FAILED);
    this.name = 'ChatProviderError';
  }
}

/**
 * The system instruction of product-spec.md §7, filled in from the site settings: the club's
 * assistant, about the club, its mission and joining, the two roles, the registration links, the
 * official website and e-mail when unsure, 2-3 sentences.
 */
export function systemInstruction(site: Pick<SiteSettings, 'name' | 'region' | 'mission' | 'email' | 'website'>): string {
  return [
    `You are the friendly assistant of ${site.name}, a community in ${site.region} for women founders, leaders and entrepreneurs.`,
    `Answer questions about the club, its mission and how to join. The mission: ${site.mission}`,
    'Explain the two roles when they matter: members are founders and leaders who join the community and can ask for free mentorship; enablers are accomplished women who give that mentorship and guidance free of charge.',
    'Give the registration link when someone wants to take part: /membership to become a member, /register to register as an enabler (or an operator, who assigns help requests to enablers).',
    `When you are not sure of an answer, do not guess: direct the visitor to the club's official website, ${site.website}, and its contact e-mail, ${site.email}.`,
    'Keep every answer to 2-3 sentences, and write links as relative paths such as /membership.',
  ].join('\n');
}

/** What the instruction adds when the visitor's page is in Malayalam (Accept-Language: ml); said to the model, never answered (so not a capital-named text of the inventory). */
export const answerInMalayalamInstruction =
  'Answer in Malayalam, whatever language the visitor writes in, in the polite register (നിങ്ങൾ, ദയവായി); keep names, links and e-mail addresses exactly as they are, and call the mentors enablers (എനേബ്ലർമാർ).';

/**
 * The messages sent to the provider: the instruction (told to answer in Malayalam for a Malayalam
 * page), the server's own record of the conversation (its assistant turns are only what the server
 * answered), then the new message.
 */
export function providerMessages(
  instruction: string,
  turns: ConversationTurn[],
  message: string,
  locale: 'en' | 'ml' = 'en',
): ProviderMessage[] {
  return [
    { role: 'system', content: locale === 'ml' ? `${instruction}\n${answerInMalayalamInstruction}` : instruction },
    ...turns.map((turn): ProviderMessage => ({ role: turn.sender === 'user' ? 'user' : 'assistant', content: turn.text })),
    { role: 'user', content: message },
  ];
}

/**
 * Calls the OpenAI-compatible chat-completions API, asking for at most `maxTokens`, and returns the
 * first choice's content, trimmed; '' when the provider answered without content. Any failure,
 * an answer over MAX_PROVIDER_ANSWER_BYTES included, is a ChatProviderError.
 */
export async function requestCompletion(settings: ProviderSettings, messages: ProviderMessage[]): Promise<string> {
  const signal = AbortSignal.timeout(settings.timeoutMs ?? PROVIDER_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify({ model: settings.model, messages, max_tokens: settings.maxTokens }),
      signal,
    });
  } catch {
    throw new ChatProviderError(signal.aborted ? 'timeout' : 'network');
  }
  if (!response.ok) {
    // Let the connection go without reading an error body that might echo the request.
    await response.body?.cancel().catch(() => undefined);
    throw new ChatProviderError('status', response.status);
  }
  let text: string;
  try {
    const read = await readBodyAtMost(response, MAX_PROVIDER_ANSWER_BYTES);
    if (read === undefined) throw new ChatProviderError('too-large');
    text = read;
  } catch (error) {
    if (error instanceof ChatProviderError) throw error;
    throw new ChatProviderError(signal.aborted ? 'timeout' : 'unreadable');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    throw new ChatProviderError('unreadable');
  }
  return contentOf(payload);
}

function contentOf(payload: unknown): string {
  const answer = ProviderAnswer.safeParse(payload);
  return answer.success ? answer.data.choices[0].message.content.trim() : '';
}

/** What is read of the provider's answer: its first choice's text; an answer without one reads as empty. */
const ProviderAnswer = z.object({ choices: z.tuple([z.object({ message: z.object({ content: z.string() }) })], z.unknown()) });
