import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/**
 * What staff screens are told at once (issue 41): a new help request, a message in a case (a reply
 * by e-mail), a change to a case, a new inquiry, a change to the Inbox, a change to the directory's
 * moderation (a member's report, a card or note hidden, a report dismissed, a card shown again). Only kinds and ids travel, never a person's data: each screen
 * reads again what its viewer may see. The process that published hears it at once; with REDIS_URL
 * the other processes hear it through Redis pub/sub (without Redis a site runs one process, or its
 * staff hear only the changes their own process made).
 */
export type StaffFeedEvent =
  | { kind: 'case-created'; caseId: string }
  | { kind: 'case-message'; caseId: string }
  | { kind: 'case-changed'; caseId: string }
  | { kind: 'inquiry-created' }
  | { kind: 'inbox' }
  | { kind: 'directory' };

export interface StaffFeed {
  /** Tells every listener, in every process; call after the change committed. */
  publish(event: StaffFeedEvent): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: (event: StaffFeedEvent) => void): () => void;
  close(): Promise<void>;
}

/** What travels on the channel: the event, and which process said it (it has told its own listeners already). */
const Message = z.object({
  origin: z.string(),
  event: z.discriminatedUnion('kind', [
    z.object({ kind: z.enum(['case-created', 'case-message', 'case-changed']), caseId: z.string().max(100) }),
    z.object({ kind: z.enum(['inbox', 'inquiry-created', 'directory']) }),
  ]),
});

function messageOf(text: string): z.infer<typeof Message> | undefined {
  try {
    return Message.safeParse(JSON.parse(text)).data;
  } catch {
    return undefined;
  }
}

export function createStaffFeed(options: { redis?: Redis | undefined; channel: string; log: FastifyBaseLogger }): StaffFeed {
  const listeners = new Set<(event: StaffFeedEvent) => void>();
  const self = randomUUID();
  const tell = (event: StaffFeedEvent) => {
    for (const listener of listeners) listener(event);
  };
  const { redis, channel, log } = options;
  const subscriber = redis?.duplicate({ connectionName: `${channel}:subscriber` });
  if (subscriber) {
    subscriber.on('error', () => undefined);
    subscriber.subscribe(channel).catch((error: unknown) => log.error({ err: error }, 'could not listen for staff news on Redis'));
    subscriber.on('message', (from: string, message: string) => {
      const said = from === channel ? messageOf(message) : undefined;
      if (said && said.origin !== self) tell(said.event);
    });
  }
  return {
    publish(event) {
      tell(event);
      redis
        ?.publish(channel, JSON.stringify({ origin: self, event }))
        .catch((error: unknown) => log.warn({ err: error }, 'could not tell the other processes of a staff change'));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      await subscriber?.quit().catch(() => subscriber.disconnect());
    },
  };
}
