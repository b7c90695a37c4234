import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, forgetVisitorMailCounts, type TestApp } from '../../../test/helpers';
import { deliveryReport, type ReportedRecipient } from '../../../test/inbound-mail';
import { newsletterBody, sendAll, seedMembers } from '../../../test/newsletter-members';
import { startSmtpPeer, type SmtpPeer } from '../../../test/smtp-peer';
import { createCase } from '../cases/case.service';
import { mailerOf } from '../mail/outbox.service';

/**
 * Bounces end to end (issue 41): the outbox and the newsletter sender hand mail to a real SMTP peer
 * with a VERP envelope sender; a delivery report sent back to that address suppresses the address
 * that failed, and nothing else does.
 */
const REPLY = 'reply@club.example.org';

describe('bounces', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  const clock = fixedClock('2026-12-07T10:00:00.000Z');

  beforeAll(async () => {
    peer = await startSmtpPeer();
    t = await createTestApp(
      { SMTP_URL: peer.url, REPLY_ADDRESS: REPLY, PUBLIC_URL: 'https://club.example.org', MAIL_FROM: 'hello@club.example.org' },
      { clock, background: false },
    );
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

  /** A new case's acknowledgement to `email`, as the peer received it, with its envelope sender and outbox row. */
  const caseMail = async (email: string) => {
    await forgetVisitorMailCounts(t.app);
    const item = await createCase(
      t.app.database,
      { question: 'Where can I find a mentor?', requesterName: 'Rita Requester', requesterEmail: email, source: 'help_form' },
      clock(),
      mailerOf(t.app),
    );
    await t.app.mailOutbox.deliverDueMail();
    const index = peer.received.findIndex((mail) => to(mail) === email);
    expect(index).toBeGreaterThanOrEqual(0);
    const row = await t.app.database.db
      .selectFrom('outbox_messages')
      .select(['id', 'message_id', 'last_error'])
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    return { item, mail: peer.received[index]!, sender: peer.senders[index]!, row };
  };
  const failure = (address: string, status = '5.2.2', action: ReportedRecipient['action'] = 'failed'): ReportedRecipient => ({
    finalRecipient: address,
    action,
    status,
    diagnostic: `552 ${status} <${address}>: mailbox full`,
  });
  const suppression = (email: string) =>
    t.app.database.db.selectFrom('mail_suppressions').select('reason').where('email', '=', email).executeTakeFirst();
  const lastError = async (id: string) =>
    (await t.app.database.db.selectFrom('outbox_messages').select('last_error').where('id', '=', id).executeTakeFirstOrThrow()).last_error;

  it('a case mail carries its reply address, its thread and a VERP envelope sender', async () => {
    const { item, mail, sender } = await caseMail('rita@example.org');
    expect(mail.replyTo?.value[0]?.address).toMatch(/^reply\+[a-z2-7]{32}@club\.example\.org$/);
    expect(mail.inReplyTo).toBe(`<case.${item._id}@club.example.org>`);
    expect([mail.references].flat()).toContain(`<case.${item._id}@club.example.org>`);
    expect(sender).toMatch(/^reply\+b-o[a-z2-7]{36}@club\.example\.org$/);
    expect(mail.from?.value[0]?.address).toBe('hello@club.example.org');
  });

  it('a report of failure to the VERP address suppresses the address and notes it on the message', async () => {
    const { mail, sender, row } = await caseMail('sita@example.org');
    const report = deliveryReport({ to: sender, recipients: [failure('sita@example.org')], returnedMessageId: mail.messageId });
    expect(await t.app.inbound.takeIn(report, 'smtp', [sender])).toEqual({ outcome: 'bounce' });
    const reason = 'Bounced: 5.2.2 552 5.2.2 <[address]>: mailbox full';
    expect(await suppression('sita@example.org')).toEqual({ reason });
    expect(await lastError(row.id)).toBe(reason);
  });

  it('a wrong check in the VERP tag, or a delay, changes nothing', async () => {
    const { mail, sender, row } = await caseMail('tara@example.org');
    const forged = sender.replace(/([a-z2-7])@/, (_match, last: string) => `${last === 'a' ? 'b' : 'a'}@`);
    expect(forged).not.toBe(sender);
    for (const report of [
      deliveryReport({ to: forged, recipients: [failure('tara@example.org')], returnedMessageId: mail.messageId }),
      deliveryReport({ to: forged, recipients: [failure('tara@example.org')] }),
    ]) {
      expect(await t.app.inbound.takeIn(report, 'smtp', [forged])).toEqual({ outcome: 'bounce', reason: 'report' });
    }
    const delay = deliveryReport({
      to: sender,
      recipients: [failure('tara@example.org', '4.4.7', 'delayed')],
      returnedMessageId: mail.messageId,
    });
    expect(await t.app.inbound.takeIn(delay, 'smtp', [sender])).toEqual({ outcome: 'bounce', reason: 'report' });
    expect(await suppression('tara@example.org')).toBeUndefined();
    expect(await lastError(row.id)).toBeNull();
  });

  it('a report read from the mailbox (IMAP, no envelope) is found by its To header', async () => {
    const { sender, row } = await caseMail('lina@example.org');
    const report = deliveryReport({ to: sender, recipients: [failure('lina@example.org', '5.1.1')] });
    expect(await t.app.inbound.takeIn(report, 'imap')).toEqual({ outcome: 'bounce' });
    expect(await lastError(row.id)).toMatch(/^Bounced: 5\.1\.1 /);
  });

  it('a report without VERP finds the message by its returned Message-ID', async () => {
    const { mail, row } = await caseMail('uma@example.org');
    const report = deliveryReport({ to: REPLY, recipients: [failure('uma@example.org', '5.1.1')], returnedMessageId: mail.messageId });
    expect(await t.app.inbound.takeIn(report, 'smtp', [REPLY])).toEqual({ outcome: 'bounce' });
    expect(await suppression('uma@example.org')).toEqual({ reason: expect.stringMatching(/^Bounced: 5\.1\.1 /) });
    expect(await lastError(row.id)).toMatch(/^Bounced: 5\.1\.1 /);
    // A report naming no message of ours changes nothing.
    const stray = deliveryReport({ to: REPLY, recipients: [failure('vani@example.org')], returnedMessageId: '<not-ours@example.net>' });
    expect(await t.app.inbound.takeIn(stray, 'smtp', [REPLY])).toEqual({ outcome: 'bounce', reason: 'report' });
    expect(await suppression('vani@example.org')).toBeUndefined();
  });

  it('a newsletter copy’s bounce suppresses that member’s address', async () => {
    const users = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } });
    const admin = bearer(await tokenFor(t.app, users.admin));
    await seedMembers(t.app.database.db, [{ email: 'asha@example.org', interests: ['events'] }]);
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/newsletters', headers: admin, payload: newsletterBody() });
    const sent = await t.app.inject({ method: 'POST', url: `/api/admin/newsletters/${created.json()._id}/send`, headers: admin });
    expect(sent.statusCode).toBe(202);
    await sendAll(t.app);
    const index = peer.received.findIndex((mail) => to(mail) === 'asha@example.org');
    const sender = peer.senders[index]!;
    expect(sender).toMatch(/^reply\+b-n[a-z2-7]{36}@club\.example\.org$/);
    expect(peer.received[index]!.replyTo?.value[0]?.address).toBe(REPLY);
    const report = deliveryReport({ to: sender, recipients: [failure('asha@example.org', '5.1.1')] });
    expect(await t.app.inbound.takeIn(report, 'smtp', [sender])).toEqual({ outcome: 'bounce' });
    expect(await suppression('asha@example.org')).toEqual({ reason: expect.stringMatching(/^Bounced: 5\.1\.1 /) });
  });
});
