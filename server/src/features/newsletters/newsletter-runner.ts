import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../../lib/periodic';
import { createSmtpTransport } from '../mail/mail-transport';
import { prepareNewsletters } from './newsletter-preparer';
import { sendDueNewsletters, type SendContext, type SendReport } from './newsletter-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Newsletter sending in this process (features/newsletters). */
    newsletterSender: NewsletterSender;
  }
}

/** What one pass did, for tests and the bench. */
interface NewsletterPassReport extends SendReport {
  /** Lists of recipients finished copying in this pass. */
  prepared: number;
  /** False without SMTP_URL: recipients are frozen but nothing is sent. */
  delivering: boolean;
}

interface NewsletterSender {
  /** One pass now: start what is due, copy recipients, send within the rate. */
  runPass(): Promise<NewsletterPassReport>;
  /** Asks for a pass soon (after a send or a resume in this process). */
  wake(): void;
}

export interface NewsletterSenderOptions {
  background: boolean;
  pollMs: number;
  /** Told when a newsletter has gone to everyone. */
  onFinished: (newsletterId: string) => void;
}

// Sends on the wire get this long to finish when the process stops, before their connections are cut.
const SHUTDOWN_GRACE_MS = 5_000;

/**
 * Sets up newsletter sending in this process: its own SMTP connections (SMTP_URL), a pass every
 * `pollMs` and soon after a send starts here. Any number of processes may run it: starting,
 * copying and each batch are claimed in the database. Without SMTP_URL lists are frozen and wait.
 */
export function registerNewsletters(app: FastifyInstance, options: NewsletterSenderOptions): void {
  const { config, database } = app;
  const transport = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : undefined;
  const log = app.log.child({ feature: 'newsletters' });
  let stopping = false;
  const base = {
    database,
    jwtSecret: config.jwtSecret,
    publicUrl: config.publicUrl,
    whatsapp: app.whatsapp,
    leaseMs: config.mail.leaseSeconds * 1000,
    clock: app.clock,
    stopping: () => stopping,
  };
  const send: SendContext | undefined = transport && {
    ...base,
    transport,
    from: config.mail.from,
    replyAddress: config.inbound.replyAddress,
    ratePerMinute: config.mail.newsletterRatePerMinute,
    log,
    onFinished: options.onFinished,
    failureStreaks: new Map(),
  };

  const pass = async (): Promise<NewsletterPassReport> => {
    const prepared = await prepareNewsletters(base);
    if (!send) return { prepared, delivering: false, sent: 0, failed: 0, retried: 0, skipped: 0, rateLimited: false };
    return { prepared, delivering: true, ...(await sendDueNewsletters(send)) };
  };

  let current: Promise<NewsletterPassReport> | undefined;
  let again = false;
  const run = (): Promise<NewsletterPassReport> => {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      let report: NewsletterPassReport;
      do {
        again = false;
        report = await pass();
        if (report.sent + report.failed + report.retried + report.prepared > 0) log.info({ ...report }, 'newsletter pass');
      } while (again && !stopping);
      return report;
    })().finally(() => {
      current = undefined;
    });
    return current;
  };

  let wakeTimer: NodeJS.Timeout | undefined;
  app.decorate('newsletterSender', {
    runPass: run,
    wake() {
      if (!options.background || stopping || wakeTimer) return;
      wakeTimer = setTimeout(() => {
        wakeTimer = undefined;
        void run().catch((error: unknown) => log.error({ err: error }, 'newsletter pass failed'));
      }, 50);
      wakeTimer.unref();
    },
  });

  if (!options.background) {
    app.addHook('onClose', async () => transport?.close());
    return;
  }
  const periodic = startPeriodic('newsletters', options.pollMs, async () => void (await run()), log, { firstRunAfterMs: 0 });
  app.addHook('preClose', async () => {
    stopping = true;
    if (wakeTimer) clearTimeout(wakeTimer);
    const cutOff = setTimeout(() => transport?.close(true), SHUTDOWN_GRACE_MS);
    await periodic.stop();
    await current?.catch(() => undefined);
    clearTimeout(cutOff);
    transport?.close();
  });
}
