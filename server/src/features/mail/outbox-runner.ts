import type { FastifyInstance } from 'fastify';
import { startPassLoop } from '../../lib/periodic';
import { createSmtpTransport } from './mail-transport';
import { moveStatus } from './outbox.repository';
import { deliverDueMail, purgeSentMail, type DeliveryReport, type OutboxContext } from './outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox of this process (features/mail). */
    mailOutbox: MailOutbox;
  }
}

/** What the app exposes of its outbox: passes on demand, for tests and the bench. */
interface MailOutbox {
  /** One delivery pass now: render, then send what is due (or hold it without SMTP_URL). */
  deliverDueMail(): Promise<DeliveryReport>;
  /** Empties the bodies of messages finished more than 30 days ago (by the app's clock). */
  purgeSentMail(): Promise<number>;
}

export interface OutboxOptions {
  /** Poll and send in the background (false in tests that drive passes themselves). */
  background: boolean;
  /** Time between two passes. */
  pollMs: number;
}

// A pass starts this long after a mail is queued in this app, once the caller's transaction has had time to commit.
const WAKE_DELAY_MS = 100;
// Purging is cheap but rarely useful: once an hour is plenty.
const PURGE_EVERY_MS = 60 * 60_000;
// On shutdown, messages on the wire get this long to finish before their connections are cut.
const SHUTDOWN_GRACE_MS = 5_000;

/**
 * Sets up this process's outbox: the SMTP transport when SMTP_URL is set, held mail released to
 * the queue (or queued mail held when it is not), and unless `background` is false a worker that
 * delivers every `pollMs` and shortly after each mail the app's outbox queues. On close the worker stops: a message
 * being sent finishes (or is cut off after a grace period and released), the rest are released.
 */
export async function registerOutbox(app: FastifyInstance, options: OutboxOptions): Promise<void> {
  const { config, database } = app;
  const transport = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : undefined;
  let stopping = false;
  const context: OutboxContext = {
    database,
    transport,
    from: config.mail.from,
    publicUrl: config.publicUrl,
    leaseMs: config.mail.leaseSeconds * 1000,
    clock: app.clock,
    log: app.log.child({ feature: 'mail' }),
    stopping: () => stopping,
    outbox: app.outbox,
  };
  app.decorate('mailOutbox', {
    deliverDueMail: () => deliverDueMail(context),
    purgeSentMail: () => purgeSentMail(database, app.clock()),
  });

  const now = app.clock().toISOString();
  const moved = transport ? await moveStatus(database.db, 'held', 'queued', now) : await moveStatus(database.db, 'queued', 'held', now);
  if (moved > 0)
    context.log.info({ messages: moved }, transport ? 'held mail released to the mail server' : 'mail held until SMTP_URL is set');

  if (!options.background) {
    app.addHook('onClose', async () => transport?.close());
    return;
  }

  let lastPurge = 0;
  const loop = startPassLoop(
    'mail delivery',
    options.pollMs,
    async () => {
      const report = await deliverDueMail(context);
      if (report.sent + report.retried + report.failed > 0) context.log.info({ ...report }, 'mail delivery pass');
      if (Date.now() - lastPurge >= PURGE_EVERY_MS) {
        lastPurge = Date.now();
        const purged = await purgeSentMail(database, app.clock());
        if (purged > 0) context.log.info({ messages: purged }, 'bodies of mail older than 30 days purged');
      }
    },
    context.log,
  );
  const unsubscribe = app.outbox.onQueued(() => loop.wake(WAKE_DELAY_MS));
  // Started at once too, so mail released above (or left by a process that died) goes out now.
  void loop.run();

  app.addHook('preClose', async () => {
    stopping = true;
    unsubscribe();
    const cutOff = setTimeout(() => transport?.close(true), SHUTDOWN_GRACE_MS);
    await loop.stop();
    clearTimeout(cutOff);
    transport?.close();
  });
}
