import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { rawMail, replyToIn } from '../../../test/inbound-mail';
import { createCase } from '../cases/case.service';
import { mailerOf } from '../mail/outbox.service';
import { startSmtpReceiver, type SmtpReceiver, type SmtpReceiverOptions } from './smtp-receiver';

/** The SMTP receiver over real SMTP sessions (issue 41): nodemailer on one side, the intake on the other. */
const REPLY = 'reply@club.example.org';

describe('the SMTP receiver', () => {
  let t: TestApp;
  let receiver: SmtpReceiver | undefined;
  const clock = fixedClock('2026-12-07T10:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp(
      { REPLY_ADDRESS: REPLY, PUBLIC_URL: 'https://club.example.org', MAIL_FROM: 'hello@club.example.org' },
      { clock },
    );
  });
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });
  afterAll(async () => t.close());

  const start = async (options: Partial<SmtpReceiverOptions> = {}) => {
    receiver = await startSmtpReceiver({
      port: 0,
      host: '127.0.0.1',
      replyAddress: REPLY,
      take: (raw, recipients) => t.app.inbound.takeIn(raw, 'smtp', recipients),
      log: t.app.log,
      ...options,
    });
    return receiver;
  };

  /** Sends `raw` over SMTP to the receiver; resolves with the server's answer, or rejects with its refusal. */
  const send = (port: number, envelope: { from: string; to: string[] }, raw: Buffer) => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    return transport.sendMail({ envelope, raw }).finally(() => transport.close());
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: { responseCode?: number; response?: string }) => error.responseCode,
    );

  it('answers 250 to a reply only once it is posted in its case', async () => {
    const item = await createCase(
      t.app.database,
      {
        question: 'Where do I register a company?',
        requesterName: 'Rita Requester',
        requesterEmail: 'rita@example.org',
        source: 'help_form',
      },
      clock(),
      mailerOf(t.app),
    );
    const replyTo = await replyToIn(t.app, item._id, 'rita@example.org');
    expect(replyTo).toBeDefined();
    const { port } = await start();
    const info = await send(
      port,
      { from: 'rita@example.org', to: [replyTo!] },
      rawMail({
        from: 'Rita <rita@example.org>',
        to: replyTo!,
        text: 'Thank you!\n\nOn Mon, 7 Dec 2026 at 10:00, Club <hello@club.example.org> wrote:\n> Hi',
      }),
    );
    expect(info.response).toMatch(/^250 /);
    // No waiting: the 250 came after the commit.
    const messages = await t.app.database.db.selectFrom('case_messages').select(['body', 'via']).where('case_id', '=', item._id).execute();
    expect(messages).toEqual([{ body: 'Thank you!', via: 'email' }]);
  });

  it('refuses any other recipient at RCPT TO: never a relay', async () => {
    const { port } = await start();
    const receipts = () => t.app.database.db.selectFrom('inbound_receipts').select('message_key').execute();
    const before = (await receipts()).length;
    const raw = rawMail({ from: 'spam@example.net', to: 'victim@example.com', text: 'Buy now' });
    for (const to of [
      'victim@example.com',
      'reply@other.example.org',
      'hello@club.example.org',
      'replyx@club.example.org',
      'reply@sub.club.example.org',
    ]) {
      expect(await refusal(send(port, { from: 'spam@example.net', to: [to] }, raw)), to).toBe(550);
    }
    expect(await receipts()).toHaveLength(before);
  });

  it('answers 552 to a message over the size limit', async () => {
    const { port } = await start({ maxBytes: 10_000 });
    const raw = rawMail({ from: 'nina@example.net', to: REPLY, text: 'x'.repeat(20_000) });
    expect(await refusal(send(port, { from: 'nina@example.net', to: [REPLY] }, raw))).toBe(552);
  });

  it('answers 451 to more than perMinute messages from one client', async () => {
    const { port } = await start({ perMinute: 2 });
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      const raw = rawMail({ from: 'nina@example.net', to: REPLY, text: `Message ${i}` });
      codes.push(await refusal(send(port, { from: 'nina@example.net', to: [REPLY] }, raw)));
    }
    expect(codes).toEqual([undefined, undefined, 451]);
  });

  it('answers 4xx, not 250, when the intake fails (its database closed)', async () => {
    const other = await createTestApp({ REPLY_ADDRESS: REPLY, PUBLIC_URL: 'https://club.example.org' });
    const take = other.app.inbound.takeIn;
    await other.close();
    const { port } = await start({ take: (raw, recipients) => take(raw, 'smtp', recipients) });
    const raw = rawMail({ from: 'nina@example.net', to: REPLY, text: 'Hello' });
    const code = await refusal(send(port, { from: 'nina@example.net', to: [REPLY] }, raw));
    expect(code).toBeGreaterThanOrEqual(400);
    expect(code).toBeLessThan(500);
  });
});
