/**
 * The intake of mail coming back (issue 41), in-process against a fresh SQLite database: replies to
 * cases' reply addresses handed to the intake as the receivers would (messages a second, each
 * posted in its case with the other side's e-mail queued), the same through the SMTP receiver over
 * real SMTP sessions from a pooled client, and the process's peak memory while one 10 MB message
 * (a 7 MB PDF attached) is taken in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createTransport } from 'nodemailer';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { createCase } from '../../server/src/features/cases/case.service';
import { startSmtpReceiver } from '../../server/src/features/inbox/smtp-receiver';
import { mailerOf } from '../../server/src/features/mail/outbox.service';
import { replyToAddress } from '../../server/src/features/mail/reply-address';

function raw(from: string, to: string, text: string, extra = ''): Buffer {
  return Buffer.from(
    [
      `From: ${from}`,
      `To: ${to}`,
      'Subject: Re: your question',
      `Message-ID: <${Math.random().toString(36).slice(2)}.${Date.now()}@mail.example.net>`,
      'MIME-Version: 1.0',
      extra || 'Content-Type: text/plain; charset=utf-8',
      '',
      text,
    ].join('\r\n'),
  );
}

/** A 10 MB message: a short reply and a PDF of about 7 MB (base64 makes it 10 MB on the wire). */
function largeMessage(from: string, to: string): Buffer {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(7 * 1024 * 1024, 0x41)]);
  const body = pdf.toString('base64').replace(/.{76}/g, '$&\r\n');
  return raw(
    from,
    to,
    [
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Here is the report I mentioned.',
      '--b1',
      'Content-Type: application/pdf; name="report.pdf"',
      'Content-Disposition: attachment; filename="report.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      body,
      '--b1--',
    ].join('\r\n'),
    'Content-Type: multipart/mixed; boundary="b1"',
  );
}

export async function intakeBenchLines(quick: boolean): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wfc-intake-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'intake-bench-secret-of-at-least-thirty-two-bytes',
    REPLY_ADDRESS: 'reply@club.example.org',
    PUBLIC_URL: 'https://club.example.org',
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp(config, {
    background: false,
    announce: () => undefined,
    logStream: new Writable({ write: (_c, _e, done) => done() }),
  });
  const lines: string[] = [
    '| intake of replies (issue 41, SQLite, in-process) | messages | seconds | messages a second |',
    '|---|---|---|---|',
  ];
  const say = (line: string) => {
    lines.push(line);
    process.stdout.write(`${line}\n`);
  };
  try {
    const count = quick ? 200 : 1000;
    // One case per reply, each with its requester's reply address.
    const addresses: { from: string; to: string }[] = [];
    for (let i = 0; i < count; i += 1) {
      const from = `founder${i}@example.org`;
      const item = await createCase(
        app.database,
        { question: `Bench question ${i}`, requesterName: `Founder ${i}`, requesterEmail: from, source: 'inquiry' },
        new Date(),
        mailerOf(app),
      );
      const route = await app.database.db
        .selectFrom('outbox_messages')
        .select('reply_route_id')
        .where('thread_ref', '=', `case:${item._id}`)
        .executeTakeFirstOrThrow();
      addresses.push({ from, to: replyToAddress('reply@club.example.org', config.jwtSecret, route.reply_route_id ?? '') });
    }
    const half = Math.floor(count / 2);
    let started = performance.now();
    await Promise.all(
      addresses
        .slice(0, half)
        .map(({ from, to }) =>
          app.inbound.takeIn(
            raw(
              from,
              to,
              'Thank you, that helps.\n\nOn Mon, Dec 7, 2026 at 10:00 AM Club <hello@club.example.org> wrote:\n> Your question',
            ),
            'imap',
          ),
        ),
    );
    let seconds = (performance.now() - started) / 1000;
    say(`| handed to the intake, all at once | ${half} | ${seconds.toFixed(2)} | ${(half / seconds).toFixed(0)} |`);

    const receiver = await startSmtpReceiver({
      port: 0,
      host: '127.0.0.1',
      replyAddress: 'reply@club.example.org',
      take: (message, recipients) => app.inbound.takeIn(message, 'smtp', recipients),
      log: app.log,
      perMinute: 100_000,
    });
    const client = createTransport({
      host: '127.0.0.1',
      port: receiver.port,
      secure: false,
      ignoreTLS: true,
      pool: true,
      maxConnections: 5,
    });
    started = performance.now();
    await Promise.all(
      addresses
        .slice(half)
        .map(({ from, to }) => client.sendMail({ envelope: { from, to: [to] }, raw: raw(from, to, 'Thank you, that helps.') })),
    );
    seconds = (performance.now() - started) / 1000;
    say(
      `| through the SMTP receiver, 5 connections | ${count - half} | ${seconds.toFixed(2)} | ${((count - half) / seconds).toFixed(0)} |`,
    );
    client.close();

    // Peak memory while one 10 MB message is received and taken in.
    const big = largeMessage(addresses[0]!.from, addresses[0]!.to);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const bigClient = createTransport({ host: '127.0.0.1', port: receiver.port, secure: false, ignoreTLS: true });
    started = performance.now();
    await bigClient.sendMail({ envelope: { from: addresses[0]!.from, to: [addresses[0]!.to] }, raw: big });
    seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    say(
      `| one message of ${(big.length / 1024 / 1024).toFixed(1)} MB (a 7 MB PDF kept) through the receiver | 1 | ${seconds.toFixed(2)} | peak memory +${((peak - before) / 1024 / 1024).toFixed(0)} MB over ${(before / 1024 / 1024).toFixed(0)} MB |`,
    );
    await receiver.close();
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}
