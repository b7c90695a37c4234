import type { FastifyInstance } from 'fastify';
import { startPassLoop, type PassLoop } from '../../lib/periodic';
import { deliverDueWhatsApp, LEASE_MS, type WhatsAppPassReport, type WhatsAppWorkerContext } from './whatsapp-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The WhatsApp queue's worker in this process (features/whatsapp): passes on demand, for tests. */
    whatsappQueue: WhatsAppQueue;
  }
}

/** What the app exposes of its WhatsApp worker. */
interface WhatsAppQueue {
  /** One sending pass now (nothing without the club's WhatsApp account). */
  deliverDue(): Promise<WhatsAppPassReport>;
}

export interface WhatsAppRunnerOptions {
  /** Send in the background (false in tests that drive passes themselves). */
  background: boolean;
}

// Between two passes when nothing wakes the worker sooner.
const POLL_MS = 5_000;
// A pass starts this long after a message is queued in this app, once the caller's transaction has had time to commit.
const WAKE_DELAY_MS = 100;
// When the rate's second was full, the next pass comes this long after.
const RATE_WAIT_MS = 1_000;

const nothing: WhatsAppPassReport = { sent: 0, retried: 0, failed: 0, skipped: 0, abandoned: 0, released: 0, limited: false };

/**
 * Sets up this process's WhatsApp worker when the club's account is configured: unless
 * `background` is false, a pass every 5 s, shortly after each message this app queues, and a
 * second after a pass the rate cut short. On close it stops: a call under way finishes (10 s at
 * most), the rest of its claim is handed back.
 */
export function registerWhatsApp(app: FastifyInstance, options: WhatsAppRunnerOptions): void {
  const settings = app.config.whatsapp;
  if (!settings) {
    app.decorate('whatsappQueue', { deliverDue: () => Promise.resolve({ ...nothing }) });
    return;
  }
  let stopping = false;
  const context: WhatsAppWorkerContext = {
    database: app.database,
    api: { apiUrl: settings.apiUrl, phoneNumberId: settings.phoneNumberId, token: settings.token },
    ratePerSecond: settings.ratePerSecond,
    leaseMs: LEASE_MS,
    clock: app.clock,
    log: app.log.child({ feature: 'whatsapp' }),
    stopping: () => stopping,
    whatsapp: app.whatsapp,
  };
  app.decorate('whatsappQueue', { deliverDue: () => deliverDueWhatsApp(context) });
  if (!options.background) return;

  const loop: PassLoop = startPassLoop(
    'WhatsApp sending',
    POLL_MS,
    async () => {
      const report = await deliverDueWhatsApp(context);
      if (report.sent + report.retried + report.failed + report.skipped > 0) context.log.info({ ...report }, 'WhatsApp sending pass');
      if (report.limited) loop.wake(RATE_WAIT_MS);
    },
    context.log,
  );
  const unsubscribe = app.whatsapp.onQueued(() => loop.wake(WAKE_DELAY_MS));
  // Started at once too, so what a stopped process left goes out now.
  void loop.run();

  app.addHook('preClose', async () => {
    stopping = true;
    unsubscribe();
    await loop.stop();
  });
}
