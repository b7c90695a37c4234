import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/helpers';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import type { QueuedMail } from './outbox.service';

const mailTo = (i: number): QueuedMail => ({
  kind: 'help-received',
  to: `founder${i}@example.org`,
  data: { requesterName: `Founder ${i}`, question: `Question ${i}?`, requestUrl: `https://club.example.org/request#t${i}` },
});

describe('the outbox worker in the background', () => {
  let t: TestApp | undefined;
  let peer: SmtpPeer | undefined;
  afterEach(async () => {
    await t?.close();
    await peer?.close();
    t = peer = undefined;
  });

  it('sends soon after a mail is queued, without waiting for its next poll', async () => {
    peer = await startSmtpPeer();
    // A poll far away: only the wake after the queueing can send within the test.
    t = await createTestApp({ SMTP_URL: peer.url }, { background: true, mailPollMs: 600_000 });
    const app = t.app;
    await app.database.writeTransaction((trx) => app.outbox.queue(trx, mailTo(1), app.clock()));
    await expect.poll(() => peer!.received.length, { timeout: 5_000 }).toBe(1);
    expect(peer.received[0]!.subject).toContain('We have your question');
  });

  it('on close, finishes the messages on the wire and hands the others back, losing none', async () => {
    peer = await startSmtpPeer({ delayMs: 400 });
    const database = await createTestDatabase();
    try {
      t = await createTestApp({ SMTP_URL: peer.url }, { background: true, mailPollMs: 600_000 }, database);
      const app = t.app;
      await app.database.writeTransaction(async (trx) => {
        for (let i = 0; i < 30; i += 1) await app.outbox.queue(trx, mailTo(i), app.clock());
      });
      await expect.poll(() => peer!.offered.length, { timeout: 5_000 }).toBeGreaterThan(0);
      await t.close();
      const sentBeforeClose = peer.received.length;
      expect(sentBeforeClose).toBeGreaterThan(0);
      expect(sentBeforeClose).toBeLessThan(30);

      // A restart on the same database: nothing is left claimed, every message is sent or queued.
      t = await createTestApp({ SMTP_URL: peer.url }, { background: false }, database);
      const rows = await t.app.database.db.selectFrom('outbox_messages').select(['status', 'attempts', 'claimed_until']).execute();
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(sentBeforeClose);
      const queued = rows.filter((row) => row.status === 'queued');
      expect(queued).toHaveLength(30 - sentBeforeClose);
      // Handed back untouched: the interrupted pass does not count as an attempt.
      expect(queued.every((row) => row.attempts === 0 && row.claimed_until === null)).toBe(true);
      expect((await t.app.mailOutbox.deliverDueMail()).sent).toBe(30 - sentBeforeClose);
      expect(new Set(peer.received.map((mail) => mail.messageId)).size).toBe(30);
    } finally {
      await t?.close();
      t = undefined;
      await database.drop();
    }
  });
});
