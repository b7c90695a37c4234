/**
 * The bench's newsletter rows (issue 29), each in a database of its own:
 * - 10 000 recipients: their list frozen, then every copy rendered in her language with her own
 *   links and sent to a loopback smtp-server in a separate process, over the newsletters' pooled
 *   connections, at a rate that does not hold it back. Time, copies a second, this process's peak RSS.
 * - 100 000 recipients frozen: the list copied a page of 1 000 at a time. Time and peak RSS, beside
 *   the RSS before (memory should stay flat whatever the list's size).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { Config } from '../../server/src/config';
import { migrate, openDatabase, type Database } from '../../server/src/db/database';
import { loadSeedContent, seedContent } from '../../server/src/db/seed';
import { createSmtpTransport } from '../../server/src/features/mail/mail-transport';
import { prepareNewsletters } from '../../server/src/features/newsletters/newsletter-preparer';
import { sendDueNewsletters } from '../../server/src/features/newsletters/newsletter-sender';
import { createWhatsApp } from '../../server/src/features/whatsapp/whatsapp';
import { newId } from '../../server/src/lib/ids';
import { manyMembers, seedMembers } from '../../server/test/newsletter-members';
import { startHelperProcess } from './helper-process';
import { root } from './server-process';

interface NewsletterBenchResult {
  recipients: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

const JWT_SECRET = 'newsletter-bench-secret-of-enough-length-0123456789';
const body =
  '# December at the club\n\nA workshop on **pricing**, a mentoring evening in Kochi, and three new enablers. [See the events](/events).\n\n![The hall](/uploads/abc123.webp)';

/** Samples this process's RSS until stopped; returns the peak in MB. */
function sampleRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss) / 2 ** 20;
  };
}

async function freshDatabase(target: Config['database'], members: number): Promise<Database> {
  const database = openDatabase(target);
  await migrate(database);
  await seedContent(database, loadSeedContent(), new Date());
  await seedMembers(database.db, manyMembers(members));
  const stamp = new Date().toISOString();
  await database.db
    .insertInto('newsletters')
    .values({
      id: newId(),
      slug: 'december',
      subject: 'December at the club',
      preheader: 'Pricing, mentoring, new enablers',
      body,
      ml_subject: 'ക്ലബ്ബിൽ ഡിസംബർ',
      ml_preheader: '',
      ml_body: '# ക്ലബ്ബിൽ ഡിസംബർ\n\nവിലനിർണ്ണയത്തെക്കുറിച്ച് ഒരു ശിൽപ്പശാല.',
      topics: '["events"]',
      filters: '{"verticals":[],"jobFunctions":[],"languages":[]}',
      status: 'preparing',
      started_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return database;
}

const context = (database: Database) => ({
  database,
  jwtSecret: JWT_SECRET,
  leaseMs: 300_000,
  clock: () => new Date(),
  stopping: () => false,
});

/** Freezes and sends a newsletter to `recipients` members, all to a loopback SMTP server. */
async function measureNewsletterSend(
  target: Config['database'],
  recipients = 10_000,
): Promise<NewsletterBenchResult & { connections: number }> {
  const database = await freshDatabase(target, recipients);
  const sink = await startHelperProcess(path.join(root, 'scripts', 'lib', 'smtp-sink.mjs'));
  const transport = createSmtpTransport(`smtp://127.0.0.1:${sink.port}`);
  try {
    global.gc?.();
    const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
    const peak = sampleRss();
    const started = performance.now();
    const send = {
      ...context(database),
      transport,
      from: 'Women Founders Club <no-reply@club.example.org>',
      publicUrl: 'https://club.example.org',
      ratePerMinute: 1_000_000,
      log: pino({ enabled: false }),
      onFinished: () => undefined,
      failureStreaks: new Map<string, number>(),
      // No WhatsApp account: the bench measures the e-mail copies alone.
      whatsapp: createWhatsApp(undefined, { sealKey: 'x'.repeat(32) }),
    };
    await prepareNewsletters(send);
    let sent = 0;
    while (sent < recipients) {
      const report = await sendDueNewsletters(send);
      if (report.sent === 0) throw new Error(`newsletter bench: only ${sent} of ${recipients} sent (${JSON.stringify(report)})`);
      sent += report.sent;
    }
    const seconds = (performance.now() - started) / 1000;
    return { recipients, seconds, rssBeforeMb, rssPeakMb: peak(), connections: transport.concurrency };
  } finally {
    transport.close();
    await sink.stop();
    await database.close();
  }
}

/** Freezes a newsletter's list of `recipients` members (pages of 1 000), sending nothing. */
async function measureNewsletterFreeze(target: Config['database'], recipients = 100_000): Promise<NewsletterBenchResult> {
  const database = await freshDatabase(target, recipients);
  try {
    global.gc?.();
    const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
    const peak = sampleRss();
    const started = performance.now();
    await prepareNewsletters(context(database));
    const seconds = (performance.now() - started) / 1000;
    const frozen = await database.db
      .selectFrom('newsletter_recipients')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(frozen.n) !== recipients) throw new Error(`newsletter bench: ${String(frozen.n)} of ${recipients} frozen`);
    return { recipients, seconds, rssBeforeMb, rssPeakMb: peak() };
  } finally {
    await database.close();
  }
}

/** The bench's newsletter table, each row in a database of its own (a throwaway PostgreSQL one, or a SQLite file). */
export async function newsletterBenchLines(
  engine: string,
  quick: boolean,
  postgres: (() => Promise<{ url: string; drop(): Promise<void> }>) | undefined,
): Promise<string[]> {
  const lines = [
    `| newsletter (${engine}) | recipients | seconds | copies/s | this process's RSS before MB | peak MB |`,
    '|---|---|---|---|---|---|',
  ];
  const rows: [string, (target: Config['database']) => Promise<NewsletterBenchResult>][] = [
    [
      'frozen, then each copy rendered in her language with her links and sent to a loopback SMTP server',
      (target) => measureNewsletterSend(target, quick ? 2000 : 10_000),
    ],
    ['frozen only (pages of 1 000)', (target) => measureNewsletterFreeze(target, quick ? 10_000 : 100_000)],
  ];
  for (const [what, run] of rows) {
    const pg = postgres ? await postgres() : undefined;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wfc-newsletter-bench-'));
    try {
      const result = await run(pg ? { kind: 'postgres', url: pg.url } : { kind: 'sqlite', file: path.join(dir, 'app.db') });
      lines.push(
        `| ${what} | ${result.recipients.toLocaleString('en')} | ${result.seconds.toFixed(2)} | ${Math.round(result.recipients / result.seconds)} | ${result.rssBeforeMb.toFixed(0)} | ${result.rssPeakMb.toFixed(0)} |`,
      );
      process.stdout.write(`${lines.at(-1)}\n`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await pg?.drop();
    }
  }
  return lines;
}
