import type { FastifyInstance } from 'fastify';
import { startPeriodic } from '../../lib/periodic';
import { mailerOf } from '../mail/outbox.service';
import { watchMailbox } from './imap-watcher';
import { purgeOldReceipts, takeIn, type IntakeContext, type IntakeResult } from './intake.service';
import { startSmtpReceiver } from './smtp-receiver';

/** What the app exposes of the intake: tests and the bench hand it raw messages as the receivers do. */
interface Inbound {
  takeIn(raw: Buffer, via: 'smtp' | 'imap', recipients?: string[]): Promise<IntakeResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail coming back (issue 41): the intake behind the SMTP receiver and the IMAP watcher. */
    inbound: Inbound;
  }
}

const PURGE_EVERY_MS = 6 * 60 * 60_000;

/** The address inside MAIL_FROM (`Club <hello@club.example>` → `hello@club.example`), lower-cased. */
function addressOf(mailFrom: string): string {
  return (/<([^<>]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim().toLowerCase();
}

/**
 * Sets up the intake of this process, and unless `background` is false the ways in that are
 * configured: the SMTP receiver on INBOUND_SMTP_PORT, the watcher of IMAP_URL's mailbox; and a purge
 * of old receipts. With neither set nothing listens and nothing is watched.
 */
export async function registerInbound(app: FastifyInstance, options: { background: boolean }): Promise<void> {
  const { config } = app;
  const log = app.log.child({ feature: 'inbox' });
  const context: IntakeContext = {
    database: app.database,
    mailer: mailerOf(app),
    replyAddress: config.inbound.replyAddress,
    secret: config.jwtSecret,
    fromAddress: addressOf(config.mail.from),
    clock: app.clock,
    log,
    changed: (change) =>
      app.staffFeed.publish(change.kind === 'inbox' ? { kind: 'inbox' } : { kind: 'case-message', caseId: change.caseId }),
  };
  const inbound: Inbound = { takeIn: (raw, via, recipients = []) => takeIn(context, raw, via, recipients) };
  app.decorate('inbound', inbound);
  if (!options.background) return;

  const { smtpPort, imapUrl, replyAddress } = config.inbound;
  if (smtpPort !== undefined && replyAddress) {
    const receiver = await startSmtpReceiver({
      port: smtpPort,
      host: config.host,
      replyAddress,
      take: (raw, recipients) => inbound.takeIn(raw, 'smtp', recipients),
      log,
    });
    log.info({ port: receiver.port }, 'taking replies by SMTP');
    app.addHook('onClose', async () => receiver.close());
  }
  if (imapUrl) {
    const watcher = watchMailbox({ url: imapUrl, take: (raw) => inbound.takeIn(raw, 'imap'), log });
    app.addHook('onClose', async () => watcher.stop());
  }
  if (smtpPort !== undefined || imapUrl) {
    const purge = startPeriodic('inbound-receipts', PURGE_EVERY_MS, () => purgeOldReceipts(app.database, app.clock()), log);
    app.addHook('onClose', async () => purge.stop());
  }
}
