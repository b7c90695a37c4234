/**
 * The bench's mail row: 1 000 messages queued in a database of their own, then delivered by the
 * outbox worker's pass (render, claim, send over pooled SMTP connections, mark) to a loopback
 * smtp-server in a separate process. Returns the seconds from the first pass to the last message
 * accepted.
 */
import path from 'node:path';
import { pino } from 'pino';
import type { Config } from '../../server/src/config';
import { migrate, openDatabase } from '../../server/src/db/database';
import { loadSeedContent, seedContent } from '../../server/src/db/seed';
import { createSmtpTransport } from '../../server/src/features/mail/mail-transport';
import { createOutbox } from '../../server/src/features/mail/outbox.service';
import { deliverDueMail } from '../../server/src/features/mail/outbox-worker';
import { startHelperProcess } from './helper-process';
import { root } from './server-process';

export interface MailBenchResult {
  messages: number;
  seconds: number;
  connections: number;
}

/** Queues `messages` acknowledgements in `target` (a fresh database) and times their delivery. */
export async function measureMailDelivery(target: Config['database'], messages = 1000): Promise<MailBenchResult> {
  const database = openDatabase(target);
  const sink = await startHelperProcess(path.join(root, 'scripts', 'lib', 'smtp-sink.mjs'));
  const transport = createSmtpTransport(`smtp://127.0.0.1:${sink.port}`);
  // As buildApp makes it with SMTP_URL set: new mail is queued (these messages carry no live link to seal).
  const outbox = createOutbox({ holdNewMail: false, sealKey: 'mail-bench-key-of-at-least-thirty-two-bytes' });
  try {
    await migrate(database);
    await seedContent(database, loadSeedContent(), new Date());
    await database.writeTransaction(async (trx) => {
      for (let i = 0; i < messages; i += 1) {
        const data = {
          requesterName: `Founder ${i}`,
          question: `Bench question ${i}: how do I plan my seed round?`,
          requestUrl: `https://club.example.org/request#t${i}`,
        };
        await outbox.queue(trx, { kind: 'help-received', to: `founder${i}@example.org`, data }, new Date());
      }
    });
    const context = {
      database,
      transport,
      from: 'Women Founders Club <no-reply@club.example.org>',
      publicUrl: 'https://club.example.org',
      leaseMs: 300_000,
      clock: () => new Date(),
      log: pino({ enabled: false }),
      stopping: () => false,
      outbox,
    };
    const started = performance.now();
    let sent = 0;
    while (sent < messages) {
      const report = await deliverDueMail(context);
      if (report.sent === 0) throw new Error(`mail bench: only ${sent} of ${messages} sent (${JSON.stringify(report)})`);
      sent += report.sent;
    }
    return { messages, seconds: (performance.now() - started) / 1000, connections: transport.concurrency };
  } finally {
    transport.close();
    await sink.stop();
    await database.close();
  }
}
