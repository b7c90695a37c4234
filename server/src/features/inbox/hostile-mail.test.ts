import type { Case } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fixedClock, forgetVisitorMailCounts, type TestApp } from '../../../test/helpers';
import { rawMail, replyToIn } from '../../../test/inbound-mail';
import { createCase } from '../cases/case.service';
import { mailerOf } from '../mail/outbox.service';

/**
 * Hostile and broken mail through the intake (issue 41): whatever arrives, the intake answers with
 * a clear outcome, never crashes, and never posts what it should not.
 */
describe('hostile mail', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-07T10:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp(
      { REPLY_ADDRESS: 'reply@club.example.org', PUBLIC_URL: 'https://club.example.org', MAIL_FROM: 'hello@club.example.org' },
      { clock },
    );
  });
  afterAll(async () => t.close());

  const take = (raw: Buffer, recipients: string[] = []) => t.app.inbound.takeIn(raw, 'smtp', recipients);
  const head = (extra: string[] = [], messageId = `<${Math.random().toString(36).slice(2)}@evil.example>`) => [
    'From: Mallory <mallory@evil.example>',
    'To: reply@club.example.org',
    'Subject: Hi',
    `Message-ID: ${messageId}`,
    ...extra,
  ];
  const caseOf = async (requesterEmail: string): Promise<{ item: Case; replyTo: string }> => {
    await forgetVisitorMailCounts(t.app);
    const item = await createCase(
      t.app.database,
      { question: 'How do I open a shop?', requesterName: 'Rita Requester', requesterEmail, source: 'help_form' },
      clock(),
      mailerOf(t.app),
    );
    const replyTo = await replyToIn(t.app, item._id, requesterEmail);
    expect(replyTo).toBeDefined();
    return { item, replyTo: replyTo! };
  };
  const messagesIn = (caseId: string) =>
    t.app.database.db.selectFrom('case_messages').select('body').where('case_id', '=', caseId).execute();

  it('takes malformed headers as far as they can be read', async () => {
    const raw = Buffer.from(
      [
        'From: <<<@@@>>>',
        'To: ;;;',
        'Subject: =?utf-8?B?!!!notbase64?=',
        'Content-Type: multipart/mixed',
        'Date: yesterday',
        'Broken header line',
        '',
        'Hello',
      ].join('\r\n'),
    );
    const result = await take(raw);
    expect(['ignored', 'inbox']).toContain(result.outcome);
  });

  it('a 100-level nested multipart is read to its text (within the parts limit), and held in the Inbox', async () => {
    const lines = head(['MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="b0"', '']);
    for (let i = 1; i <= 100; i += 1) lines.push(`--b${i - 1}`, `Content-Type: multipart/mixed; boundary="b${i}"`, '');
    lines.push('--b100', 'Content-Type: text/plain', '', 'deep');
    for (let i = 100; i >= 0; i -= 1) lines.push(`--b${i}--`);
    const result = await take(Buffer.from(lines.join('\r\n')));
    expect(result).toMatchObject({ outcome: 'inbox', reason: 'no-thread' });
    const row = await t.app.database.db.selectFrom('inbox_items').select('text').where('id', '=', result.itemId!).executeTakeFirstOrThrow();
    expect(row.text).toBe('deep');
  });

  it('1,000 parts: unreadable, left out', async () => {
    const lines = head(['MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="p"', '']);
    for (let i = 0; i < 1000; i += 1) lines.push('--p', 'Content-Type: text/plain', '', `part ${i}`);
    lines.push('--p--');
    const result = await take(Buffer.from(lines.join('\r\n')));
    expect(result).toMatchObject({ outcome: 'ignored', reason: 'unreadable' });
  });

  it('a header line of 1 MB: unreadable, left out', async () => {
    const raw = Buffer.from([...head([`X-Long: ${'a'.repeat(1024 * 1024)}`]), '', 'Hello'].join('\r\n'));
    const result = await take(raw);
    expect(result).toMatchObject({ outcome: 'ignored', reason: 'unreadable' });
  });

  it('NUL bytes and other control characters never reach the stored text', async () => {
    const raw = Buffer.from([...head(['Content-Type: text/plain; charset=utf-8']), '', 'Hel\u0000lo\u0007 there\u0000'].join('\r\n'));
    const result = await take(raw);
    expect(result).toMatchObject({ outcome: 'inbox', reason: 'no-thread' });
    const row = await t.app.database.db
      .selectFrom('inbox_items')
      .select(['text', 'subject'])
      .where('id', '=', result.itemId!)
      .executeTakeFirstOrThrow();
    expect(row.text).toBe('Hello there');
  });

  it('a forged sender (the requester’s address, DMARC failed) is held in the Inbox, not posted', async () => {
    const { item, replyTo } = await caseOf('rita@example.org');
    const raw = rawMail({
      from: 'Rita Requester <rita@example.org>',
      to: replyTo,
      text: 'Please send the documents to my new address.',
      headers: {
        'Authentication-Results':
          'mx.club.example.org; spf=fail smtp.mailfrom=evil.example; dkim=none; dmarc=fail (p=none) header.from=example.org',
      },
    });
    expect(await take(raw, [replyTo])).toMatchObject({ outcome: 'inbox', reason: 'other-sender', caseId: item._id });
    expect(await messagesIn(item._id)).toEqual([]);
  });

  it('a loop (more than 30 Received headers) is left out', async () => {
    const { item, replyTo } = await caseOf('sita@example.org');
    const hops = Array.from(
      { length: 31 },
      (_, i) => `Received: from mx${i}.example.net by mx${i + 1}.example.net; Mon, 7 Dec 2026 10:00:00 +0000`,
    );
    const raw = Buffer.concat([
      Buffer.from(`${hops.join('\r\n')}\r\n`),
      rawMail({ from: 'sita@example.org', to: replyTo, text: 'Again and again' }),
    ]);
    expect(await take(raw, [replyTo])).toEqual({ outcome: 'ignored', reason: 'loop' });
    expect(await messagesIn(item._id)).toEqual([]);
  });

  it('no MIME at all, or nothing', async () => {
    expect(['ignored', 'inbox']).toContain((await take(Buffer.from('just some bytes\u0000\u00ff'))).outcome);
    expect((await take(Buffer.alloc(0))).outcome).toBe('ignored');
  });
});
