import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import { parseJsonColumnOr } from '../../db/json-column';
import { AppError } from '../../lib/app-error';
import { Conversation } from './conversation';

/** Where conversations are kept: in the process, or in Redis when several processes serve the site. */
export interface ConversationStore {
  /** The conversation under `id`, or undefined when it is unknown or has expired. */
  load(id: string): Promise<Conversation | undefined>;
  /** Keeps `conversation` under `id` for another CONVERSATION_TTL_MS. */
  save(id: string, conversation: Conversation): Promise<void>;
}

/** A conversation left alone this long is forgotten. */
export const CONVERSATION_TTL_MS = 30 * 60 * 1000;

/** Conversations kept in one process; past it the least recently used is forgotten (at most ≈ 26 KiB each, 26 MiB in all). */
const MAX_CONVERSATIONS = 1_000;

/** A new conversation's id: 16 random bytes, base64url (the 22 characters ChatBody accepts). */
export const newConversationId = () => randomBytes(16).toString('base64url');

/** The in-process store: a map in least-recently-saved order, bounded in count and age; `now` in ms. */
export function createMemoryConversationStore(
  now: () => number,
  { ttlMs = CONVERSATION_TTL_MS, maxConversations = MAX_CONVERSATIONS } = {},
): ConversationStore {
  const kept = new Map<string, { conversation: Conversation; expiresAt: number }>();
  return {
    async load(id) {
      const entry = kept.get(id);
      if (entry && entry.expiresAt > now()) return entry.conversation;
      kept.delete(id);
      return undefined;
    },
    async save(id, conversation) {
      const time = now();
      // Re-inserting moves the id to the end, so the first ids are the least recently used.
      kept.delete(id);
      kept.set(id, { conversation, expiresAt: time + ttlMs });
      for (const [oldId, entry] of kept) {
        if (kept.size <= maxConversations && entry.expiresAt > time) break;
        kept.delete(oldId);
      }
    },
  };
}

/** The store in Redis, shared by every process: one key a conversation, expiring with its TTL. */
export function createRedisConversationStore(redis: Redis, prefix: string, ttlMs = CONVERSATION_TTL_MS): ConversationStore {
  const keyOf = (id: string) => `${prefix}chat-conversation:${id}`;
  return {
    async load(id) {
      const value = await unavailableOnError(() => redis.get(keyOf(id)));
      // One this server cannot read (written by another version of it) is begun again.
      return value ? parseJsonColumnOr(Conversation, value, undefined) : undefined;
    },
    async save(id, conversation) {
      await unavailableOnError(() => redis.set(keyOf(id), JSON.stringify(conversation), 'PX', ttlMs));
    },
  };
}

/** Redis did not answer: the chat says it is briefly away (503), never a 500 (decision 018). */
async function unavailableOnError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (cause) {
    const error = new AppError(503, 'SERVICE_UNAVAILABLE', 'The assistant is briefly unavailable. Please try again in a moment.');
    error.retryAfterSeconds = 30;
    // Its name and text only: the command carries what the visitor wrote.
    error.cause = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    throw error;
  }
}

/** Redis when REDIS_URL is set, otherwise the process's own bounded store. */
export function createConversationStore(config: Readonly<Config>, redis: Redis | undefined, clock: () => Date): ConversationStore {
  return redis && config.redis
    ? createRedisConversationStore(redis, config.redis.keyPrefix)
    : createMemoryConversationStore(() => clock().getTime());
}
