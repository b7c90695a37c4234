import pg from 'pg';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

/** The channel (Redis) or notification name (PostgreSQL) of content saves. */
const CHANNEL = 'content_changed';
/** The application_name of each process's listening connection to PostgreSQL. */
export const LISTENER_NAME = 'wfc-content-listener';
// How long a lost PostgreSQL listener waits before connecting again.
const RECONNECT_MS = 1_000;

/**
 * Tells every process serving the site that content was saved, so each forgets the pages and
 * documents it rendered from the old content (decision 021). The process that saved learns it at
 * once; the others through Redis pub/sub when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY; a
 * SQLite site is one process. A listener that lost its connection may have missed a save, so on
 * reconnecting it reports a change too.
 */
export interface ContentChanges {
  /** Announces a save; call after its transaction committed. */
  publish(): Promise<void>;
  /** `listener` runs on every save announced by any process, and after every reconnection. */
  subscribe(listener: () => void): void;
  close(): Promise<void>;
}

export function createContentChanges(config: Readonly<Config>, redis: Redis | undefined, log: FastifyBaseLogger): ContentChanges {
  const listeners: (() => void)[] = [];
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const remote =
    redis && config.redis
      ? listenOnRedis(redis, `${config.redis.keyPrefix}${CHANNEL}`, notify, log)
      : config.database.kind === 'postgres'
        ? listenOnPostgres(config.database.url, notify, log)
        : undefined;
  return {
    async publish() {
      notify();
      await remote
        ?.publish()
        .catch((error: unknown) => log.error({ err: error }, 'could not tell the other processes that content changed'));
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    close: async () => remote?.close(),
  };
}

interface Remote {
  publish(): Promise<void>;
  close(): Promise<void>;
}

function listenOnRedis(redis: Redis, channel: string, notify: () => void, log: FastifyBaseLogger): Remote {
  // Named after the channel (which carries REDIS_KEY_PREFIX), so that operators and tests can tell it apart.
  const subscriber = redis.duplicate({ connectionName: `${channel}:subscriber` });
  subscriber.on('error', () => undefined);
  let connectedBefore = false;
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself after a reconnection; what was said meanwhile is lost.
    if (connectedBefore) notify();
    connectedBefore = true;
  });
  subscriber.subscribe(channel).catch((error: unknown) => log.error({ err: error }, 'could not listen for content changes on Redis'));
  subscriber.on('message', (from: string) => {
    if (from === channel) notify();
  });
  return {
    publish: async () => {
      await redis.publish(channel, '1');
    },
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

function listenOnPostgres(url: string, notify: () => void, log: FastifyBaseLogger): Remote {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let connectedBefore = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL) notify();
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'could not listen for content changes on PostgreSQL; trying again');
      reconnect(next);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    if (connectedBefore) notify();
    connectedBefore = true;
  };
  const reconnect = (lost: pg.Client) => {
    if (closed || retry || (client && client !== lost)) return;
    client = undefined;
    lost.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };
  void connect();

  return {
    publish: async () => {
      if (client) {
        await client.query('select pg_notify($1, $2)', [CHANNEL, '']);
        return;
      }
      // The listener is reconnecting: a connection of its own for this one notification.
      const sender = new pg.Client({ connectionString: url });
      await sender.connect();
      try {
        await sender.query('select pg_notify($1, $2)', [CHANNEL, '']);
      } finally {
        await sender.end();
      }
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
