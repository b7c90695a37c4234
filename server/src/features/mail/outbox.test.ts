import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, createTestDatabase, fixedClock, type TestApp, type TestDatabase } from '../../../test/helpers';
import { startSmtpPeer, type PeerReply, type SmtpPeer } from '../../../test/smtp-peer';
import type { QueuedMail } from './outbox.service';
import { RETRY_DELAYS_MS } from './outbox-worker';

const PUBLIC_URL = 'https://club.example.org';
const question = 'How do I price my first product?\nI sell handmade soap in Thrissur.';
const requestUrl = `${PUBLIC_URL}/request#private-token-of-anna`;
const acknowledgement: QueuedMail = {
  kind: 'help-received',
  to: 'anna@example.org',
  toName: 'Anna Joseph',
  data: { requesterName: 'Anna Joseph', question, requestUrl },
};

describe('the mail outbox, sending to a real SMTP server on loopback', () => {
  let db: TestDatabase;
  let peer: SmtpPeer | undefined;
  let t: TestApp | undefined;
  const clock = fixedClock('2026-11-27T09:00:00.000Z');

  // Each test has its own database, which its restarts and second apps share.
  beforeEach(async () => {
    db = await createTestDatabase();
    clock.set('2026-11-27T09:00:00.000Z');
  });
  afterEach(async () => {
    await t?.close();
    await peer?.close();
    t = peer = undefined;
    await db.drop();
  });

  /** An app on the shared database that drives its passes itself; mail goes to a new peer unless `smtp` is false. */
  async function start(options: { reply?: PeerReply; smtp?: boolean } = {}) {
    if (options.smtp !== false) peer = await startSmtpPeer({ reply: options.reply });
    t = await createTestApp({ PUBLIC_URL, ...(peer ? { SMTP_URL: peer.url } : {}) }, { clock, background: false }, db);
    return t;
  }
  const queue = async (app: TestApp, mail: QueuedMail = acknowledgement) => {
    await app.app.database.writeTransaction((trx) => app.app.outbox.queue(trx, mail, clock()));
    const row = await app.app.database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', mail.to)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const rowOf = (app: TestApp, id: string) =>
    app.app.database.db.selectFrom('outbox_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const adminGet = async (app: TestApp, url: string) => {
    const { admin } = await seedAccounts(app.app, { admin: { name: 'Ada', email: `ada-${Math.random()}@example.org`, role: 'admin' } });
    return app.app.inject({ method: 'GET', url, headers: bearer(await tokenFor(app.app, admin)) });
  };

  it("sends under the club's current name after a rename, and under MAIL_FROM's own name when it names one", async () => {
    const app = await start();
    const { db: kysely } = app.app.database;
    const stored = await kysely.selectFrom('site_settings').select('value').where('key', '=', 'site').executeTakeFirstOrThrow();
    const renamed = JSON.stringify({ ...JSON.parse(stored.value), name: 'Kerala "Founders" Circle' });
    await kysely.updateTable('site_settings').set({ value: renamed }).where('key', '=', 'site').execute();
    await queue(app);
    await app.app.mailOutbox.deliverDueMail();
    expect(peer!.received[0]!.from?.value[0]).toMatchObject({ address: 'no-reply@localhost', name: 'Kerala "Founders" Circle' });

    await t!.close();
    t = await createTestApp(
      { PUBLIC_URL, SMTP_URL: peer!.url, MAIL_FROM: 'The Club Desk <desk@club.example.org>' },
      { clock, background: false },
      db,
    );
    await queue(t, { ...acknowledgement, to: 'beena@example.org' });
    await t.app.mailOutbox.deliverDueMail();
    expect(peer!.received[1]!.from?.value[0]).toMatchObject({ address: 'desk@club.example.org', name: 'The Club Desk' });
  });

  it('delivers a message with its recipient, subject, both parts, the link and a Message-ID made from its id and PUBLIC_URL', async () => {
    const app = await start();
    const id = await queue(app);
    expect((await rowOf(app, id)).status).toBe('queued');
    expect(await app.app.mailOutbox.deliverDueMail()).toMatchObject({ sent: 1, retried: 0, failed: 0 });

    expect(peer!.received).toHaveLength(1);
    const mail = peer!.received[0]!;
    expect(peer!.recipients[0]).toEqual(['anna@example.org']);
    expect(mail.to).toMatchObject({ value: [{ address: 'anna@example.org', name: 'Anna Joseph' }] });
    expect(mail.from?.value[0]).toMatchObject({ address: 'no-reply@localhost', name: 'Women Founders Club' });
    expect(mail.subject).toBe('We have your question – Women Founders Club');
    expect(mail.messageId).toBe(`<${id}@club.example.org>`);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.text).toContain('> How do I price my first product?\n> I sell handmade soap in Thrissur.');
    expect(mail.text).toContain(`See your request:\n${requestUrl}`);
    expect(mail.text).toContain('Panampilly Nagar, Kochi');
    expect(mail.html).toContain(`href="${requestUrl}"`);
    expect(mail.html).toContain('anyone with this link can read and reply to your request');

    const row = await rowOf(app, id);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      message_id: `<${id}@club.example.org>`,
      sent_at: clock().toISOString(),
      claimed_until: null,
    });
    // Nothing is due any more: a second pass sends nothing.
    expect((await app.app.mailOutbox.deliverDueMail()).sent).toBe(0);

    const detail = await adminGet(app, `/api/admin/mail/${id}`);
    expect(detail.json()).toMatchObject({ _id: id, status: 'sent', recipient: 'anna@example.org', links: [requestUrl, PUBLIC_URL] });
    expect(detail.json().text).toBe(mail.text);
  });

  it('retries a 421 after a minute and delivers the message once, with the same Message-ID', async () => {
    const app = await start({ reply: (n) => (n === 1 ? { code: 421, message: 'Too busy, try again later' } : undefined) });
    const id = await queue(app);
    expect(await app.app.mailOutbox.deliverDueMail()).toMatchObject({ sent: 0, retried: 1 });
    expect(await rowOf(app, id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      next_attempt_at: '2026-11-27T09:01:00.000Z',
      last_error: 'SMTP 421: Too busy, try again later',
    });
    // Not due yet: nothing happens.
    clock.set('2026-11-27T09:00:59.000Z');
    expect((await app.app.mailOutbox.deliverDueMail()).sent).toBe(0);
    clock.set('2026-11-27T09:01:00.000Z');
    expect(await app.app.mailOutbox.deliverDueMail()).toMatchObject({ sent: 1 });
    expect(peer!.received).toHaveLength(1);
    expect(peer!.offered).toEqual([`<${id}@club.example.org>`, `<${id}@club.example.org>`]);
    expect(await rowOf(app, id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('backs off 1 min, 5 min, 30 min, 2 h and 12 h on temporary failures, then gives up', async () => {
    const app = await start({ reply: () => ({ code: 451, message: 'Local problem' }) });
    const id = await queue(app);
    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      expect(await app.app.mailOutbox.deliverDueMail()).toMatchObject({ retried: 1 });
      const row = await rowOf(app, id);
      expect(row).toMatchObject({ status: 'queued', attempts: index + 1 });
      expect(Date.parse(row.next_attempt_at) - clock().getTime()).toBe(delay);
      clock.set(row.next_attempt_at);
    }
    expect(await app.app.mailOutbox.deliverDueMail()).toMatchObject({ failed: 1 });
    expect(await rowOf(app, id)).toMatchObject({ status: 'failed', attempts: 6, last_error: 'SMTP 451: Local problem' });
    expect(peer!.received).toHaveLength(0);
  });

  it('stops at a 550 as failed, with the reason (and no address) on the Mail page', async () => {
    const app = await start({ reply: () => ({ code: 550, message: '5.1.1 <anna@example.org>: Recipient address rejected' }) });
    const id = await queue(app);
    expect(await app.app.mailOutbox.deliverDueMail()).toMatchObject({ failed: 1 });
    const detail = await adminGet(app, `/api/admin/mail/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'SMTP 550: 5.1.1 <[address]>: Recipient address rejected',
      subject: 'We have your question – Women Founders Club',
    });
    expect(detail.json().text).toContain(question.split('\n')[0]);
    // A failed message is not tried again.
    clock.set('2026-11-28T09:00:00.000Z');
    expect(await app.app.mailOutbox.deliverDueMail()).toMatchObject({ sent: 0, failed: 0 });
    expect(peer!.offered).toHaveLength(1);
    // The log names the message, never the address or the question.
    const logs = app.logs.join('');
    expect(logs).toContain(id);
    expect(logs).not.toContain('anna@example.org');
    expect(logs).not.toContain('handmade soap');
  });

  it('holds mail without SMTP_URL (shown on the Mail page) and sends it after a restart with SMTP_URL', async () => {
    let app = await start({ smtp: false });
    const id = await queue(app);
    expect((await rowOf(app, id)).status).toBe('held');
    expect(await app.app.mailOutbox.deliverDueMail()).toMatchObject({ rendered: 1, sent: 0 });
    const list = await adminGet(app, '/api/admin/mail?status=held');
    expect(list.json()).toEqual([
      expect.objectContaining({
        _id: id,
        status: 'held',
        subject: 'We have your question – Women Founders Club',
        attempts: 0,
        sentAt: null,
      }),
    ]);
    await app.close();

    app = await start();
    expect((await rowOf(app, id)).status).toBe('queued');
    expect(await app.app.mailOutbox.deliverDueMail()).toMatchObject({ sent: 1 });
    expect(peer!.received.map((mail) => mail.messageId)).toEqual([`<${id}@club.example.org>`]);
  });

  it('purges the bodies of sent mail 30 days after sending, keeping what was sent to whom and when', async () => {
    const app = await start();
    const id = await queue(app);
    await app.app.mailOutbox.deliverDueMail();
    clock.set('2026-12-27T08:59:59.000Z');
    expect(await app.app.mailOutbox.purgeSentMail()).toBe(0);
    clock.set('2026-12-27T09:00:01.000Z');
    expect(await app.app.mailOutbox.purgeSentMail()).toBe(1);
    expect(await rowOf(app, id)).toMatchObject({
      status: 'sent',
      data: null,
      text: null,
      html: null,
      purged_at: '2026-12-27T09:00:01.000Z',
      subject: 'We have your question – Women Founders Club',
      message_id: `<${id}@club.example.org>`,
      sent_at: '2026-11-27T09:00:00.000Z',
    });
    const detail = (await adminGet(app, `/api/admin/mail/${id}`)).json();
    expect(detail).toMatchObject({ text: null, html: null, links: [], status: 'sent' });
  });

  it('lets two workers on one database share a burst without sending any message twice', async () => {
    const first = await start();
    const second = await createTestApp({ PUBLIC_URL, SMTP_URL: peer!.url }, { clock, background: false }, db);
    try {
      const ids = new Set<string>();
      for (let i = 0; i < 120; i += 1) ids.add(await queue(first, { ...acknowledgement, to: `founder${i}@example.org` }));
      const passes = await Promise.all(
        [0, 1, 2].flatMap(() => [first.app.mailOutbox.deliverDueMail(), second.app.mailOutbox.deliverDueMail()]),
      );
      expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(120);
      const delivered = peer!.received.map((mail) => mail.messageId);
      expect(delivered).toHaveLength(120);
      expect(new Set(delivered)).toEqual(new Set([...ids].map((id) => `<${id}@club.example.org>`)));
    } finally {
      await second.close();
    }
  });
});
