import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';
import { MAX_INBOUND_BYTES } from './inbound-mail';
import type { IntakeResult } from './intake.service';

/**
 * The mailbox of IMAP_URL, watched (issue 41): every unread message is taken in, then flagged
 * \Seen; IMAP IDLE says when a new one arrives, and a look every minute catches what IDLE missed.
 * A message the intake could not take (the database away) stays unread and is taken at the next
 * look. Any number of processes may watch one mailbox: the intake's receipts take each message in
 * once. A lost connection is made again, waiting 1 s, then 2, 4… up to a minute.
 */
export interface MailboxWatcher {
  /** Takes in what is unread now; resolves with how many messages it looked at. */
  pass(): Promise<number>;
  stop(): Promise<void>;
}

export interface WatchOptions {
  url: string;
  take: (raw: Buffer) => Promise<IntakeResult>;
  log: FastifyBaseLogger;
  /** Milliseconds between two looks besides IDLE's news; 60 s by default. */
  lookEveryMs?: number;
}

function connectionOf(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
    mailbox: decodeURIComponent(parsed.pathname.replace(/^\/+/, '')) || 'INBOX',
  };
}

/**
 * How long the connection stays quiet after the watcher's last command before it starts IDLE.
 * imapflow waits 15 s by default, and until IDLE starts the server tells of no new message.
 */
const IDLE_AFTER_MS = 500;

/** Watches the mailbox until `stop`. */
export function watchMailbox(options: WatchOptions): MailboxWatcher {
  const { mailbox, ...connection } = connectionOf(options.url);
  const lookEveryMs = options.lookEveryMs ?? 60_000;
  let client: ImapFlow | undefined;
  let stopped = false;
  let retryMs = 1000;
  // Two timers: a look that ends after its connection was lost must not cancel the connecting again.
  let lookTimer: NodeJS.Timeout | undefined;
  let connectTimer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  const takeUnread = async (imap: ImapFlow): Promise<number> => {
    const uids = (await imap.search({ seen: false }, { uid: true })) || [];
    for (const uid of uids) {
      if (stopped) break;
      const message = await imap.fetchOne(String(uid), { source: true, size: true }, { uid: true });
      if (!message) continue;
      if ((message.size ?? 0) > MAX_INBOUND_BYTES || !message.source) {
        options.log.warn({ uid, bytes: message.size }, 'a message in the watched mailbox is too large to take in; it is left marked read');
      } else {
        await options.take(message.source);
      }
      await imap.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
    }
    return uids.length;
  };

  const pass = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    const imap = client;
    if (!imap?.usable) return Promise.resolve(0);
    running = takeUnread(imap)
      .catch((error: unknown) => {
        options.log.warn({ err: error }, 'the watched mailbox could not be read; it is looked at again soon');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void pass();
        }
      });
    return running;
  };

  /** Looks now, then every lookEveryMs while `imap` is the watcher's connection. */
  const lookWhileOpen = (imap: ImapFlow) => {
    void pass().finally(() => {
      clearTimeout(lookTimer);
      if (!stopped && client === imap) lookTimer = setTimeout(() => lookWhileOpen(imap), lookEveryMs);
    });
  };

  /** Gives up `imap` and connects again after the wait, which doubles each time up to a minute. */
  const connectLater = (imap: ImapFlow) => {
    if (client !== imap) return;
    client = undefined;
    imap.close();
    clearTimeout(lookTimer);
    clearTimeout(connectTimer);
    if (stopped) return;
    connectTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, 60_000);
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const imap = new ImapFlow({ ...connection, logger: false, disableCompression: true, autoIdleDelay: IDLE_AFTER_MS });
    client = imap;
    imap.on('error', (error: unknown) => options.log.warn({ err: error }, 'IMAP connection error'));
    imap.on('exists', () => void pass());
    imap.on('close', () => {
      if (stopped || client !== imap) return;
      options.log.warn({ retryInMs: retryMs }, 'the watched mailbox closed its connection; connecting again');
      connectLater(imap);
    });
    try {
      await imap.connect();
      await imap.mailboxOpen(mailbox);
      retryMs = 1000;
      options.log.info({ mailbox }, 'watching the mailbox for replies');
      lookWhileOpen(imap);
    } catch (error) {
      if (stopped || client !== imap) return;
      options.log.warn({ err: error, retryInMs: retryMs }, 'could not open the watched mailbox; trying again');
      connectLater(imap);
    }
  };

  void connect();
  return {
    pass,
    async stop() {
      stopped = true;
      clearTimeout(lookTimer);
      clearTimeout(connectTimer);
      await running;
      const imap = client;
      client = undefined;
      if (imap?.usable) await imap.logout().catch(() => imap.close());
      else imap?.close();
    },
  };
}
