import type { Case, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { mailAddedBy } from '../../../test/case-mail-rows';
import { createTestApp, fixedClock, forgetVisitorMailCounts, type TestApp } from '../../../test/helpers';
import { rawMail, rawMailWithFiles, replyToIn } from '../../../test/inbound-mail';
import { createCase } from '../cases/case.service';
import { mailerOf } from '../mail/outbox.service';

const T = '2026-12-07T10:00:00.000Z';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('replies by e-mail (issue 41)', () => {
  let t: TestApp;
  const clock = fixedClock(T);
  let users: Record<'operator' | 'enabler', User>;
  let headers: Record<'operator' | 'enabler', Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp(
      { REPLY_ADDRESS: 'reply@club.example.org', PUBLIC_URL: 'https://club.example.org', MAIL_FROM: 'hello@club.example.org' },
      { clock },
    );
    users = await seedAccounts(t.app, {
      operator: { name: 'Olivia Operator', email: 'olivia@example.org', role: 'operator' },
      enabler: { name: 'Esha Enabler', email: 'esha@example.org', role: 'enabler' },
    });
    headers = { operator: bearer(await tokenFor(t.app, users.operator)), enabler: bearer(await tokenFor(t.app, users.enabler)) };
  });
  afterAll(async () => t.close());

  /** A case assigned to Esha; the requester has had its acknowledgement, Esha her assignment. */
  const assignedCase = async (requesterEmail: string): Promise<Case> => {
    await forgetVisitorMailCounts(t.app);
    const item = await createCase(
      t.app.database,
      { question: 'How do I price a translation project?', requesterName: 'Rita Requester', requesterEmail, source: 'help_form' },
      clock(),
      mailerOf(t.app),
    );
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/operator/assign/${item._id}`,
      headers: headers.operator,
      payload: { enablerId: users.enabler._id },
    });
    expect(assigned.statusCode).toBe(200);
    return item;
  };

  const messagesOf = async (caseId: string) => {
    const detail = await t.app.inject({ method: 'GET', url: `/api/operator/cases/${caseId}`, headers: headers.operator });
    return (detail.json() as { messages: { author: string; body: string; via?: string }[] }).messages;
  };

  it('posts the requester’s reply in her case without the quote, tells the enabler, and takes it once', async () => {
    const item = await assignedCase('rita@example.org');
    const replyTo = await replyToIn(t.app, item._id, 'rita@example.org');
    expect(replyTo).toMatch(/^reply\+[a-z2-7]{32}@club\.example\.org$/);
    const raw = rawMail({
      from: 'Rita Requester <Rita@Example.org>',
      to: replyTo!,
      messageId: '<reply-1@mail.example.net>',
      text: 'Thank you, that helps a lot.\n\nOn Mon, Dec 7, 2026 at 10:00 AM Women Founders Club <hello@club.example.org> wrote:\n> We have your question.\n',
    });
    const mails = await mailAddedBy(t.app, async () => {
      expect(await t.app.inbound.takeIn(raw, 'smtp', [replyTo!])).toMatchObject({ outcome: 'posted', caseId: item._id });
    });
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([['requester-replied', 'esha@example.org']]);
    expect(await messagesOf(item._id)).toEqual([
      expect.objectContaining({ author: 'requester', body: 'Thank you, that helps a lot.', via: 'email' }),
    ]);
    // The same message again (a retried delivery, a second watcher): nothing more.
    expect(await t.app.inbound.takeIn(raw, 'imap')).toEqual({ outcome: 'duplicate' });
    expect(await messagesOf(item._id)).toHaveLength(1);
  });

  it('posts the enabler’s reply as hers, and the requester gets it by e-mail', async () => {
    const item = await assignedCase('sita@example.org');
    const replyTo = await replyToIn(t.app, item._id, 'esha@example.org');
    const mails = await mailAddedBy(t.app, () =>
      t.app.inbound.takeIn(
        rawMail({ from: 'esha@example.org', to: replyTo!, text: 'Start from your word rate, then add review time.' }),
        'imap',
      ),
    );
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([['enabler-replied', 'sita@example.org']]);
    expect(await messagesOf(item._id)).toEqual([expect.objectContaining({ author: 'enabler', via: 'email' })]);
  });

  it('holds a reply from another address in the Inbox, naming the case', async () => {
    const item = await assignedCase('tara@example.org');
    const replyTo = await replyToIn(t.app, item._id, 'tara@example.org');
    const result = await t.app.inbound.takeIn(rawMail({ from: 'someone@else.example', to: replyTo!, text: 'Hello' }), 'smtp', [replyTo!]);
    expect(result).toMatchObject({ outcome: 'inbox', reason: 'other-sender', caseId: item._id });
    expect(await messagesOf(item._id)).toEqual([]);
  });

  it('leaves out automatic answers and the club’s own mail coming back', async () => {
    const item = await assignedCase('uma@example.org');
    const replyTo = await replyToIn(t.app, item._id, 'uma@example.org');
    const away = rawMail({
      from: 'uma@example.org',
      to: replyTo!,
      subject: 'Out of office',
      text: 'I am away.',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    expect(await t.app.inbound.takeIn(away, 'smtp')).toMatchObject({ outcome: 'ignored', reason: 'auto-reply' });
    const loop = rawMail({ from: 'hello@club.example.org', to: 'reply@club.example.org', text: 'A copy of our own' });
    expect(await t.app.inbound.takeIn(loop, 'smtp')).toMatchObject({ outcome: 'ignored', reason: 'loop' });
  });

  it('puts a reply to the club’s own address in the Inbox, in Malayalam when written in Malayalam', async () => {
    const result = await t.app.inbound.takeIn(
      rawMail({
        from: 'Meera <meera@example.net>',
        to: 'reply@club.example.org',
        subject: 'വാർത്താക്കുറിപ്പ്',
        text: 'വളരെ നന്ദി! അടുത്ത പരിപാടി എപ്പോഴാണ്?',
      }),
      'smtp',
    );
    expect(result).toMatchObject({ outcome: 'inbox', reason: 'no-thread' });
    const item = await t.app.inject({ method: 'GET', url: `/api/staff/inbox/${result.itemId}`, headers: headers.operator });
    expect(item.json()).toMatchObject({ fromAddress: 'meera@example.net', fromName: 'Meera', status: 'open', reason: 'no-thread' });
    const row = await t.app.database.db
      .selectFrom('inbox_items')
      .select('locale')
      .where('id', '=', result.itemId!)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('ml');
  });

  it('holds a reply to a completed case in the Inbox, naming it', async () => {
    const item = await assignedCase('vani@example.org');
    const replyTo = await replyToIn(t.app, item._id, 'vani@example.org');
    for (const status of ['Accepted', 'Completed']) {
      const updated = await t.app.inject({
        method: 'POST',
        url: `/api/enabler/${status === 'Accepted' ? 'accept' : 'update'}/${item._id}`,
        headers: headers.enabler,
        payload: { status },
      });
      expect(updated.statusCode).toBe(200);
    }
    const result = await t.app.inbound.takeIn(rawMail({ from: 'vani@example.org', to: replyTo!, text: 'One more question.' }), 'smtp', [
      replyTo!,
    ]);
    expect(result).toMatchObject({ outcome: 'inbox', reason: 'closed-thread', caseId: item._id });
    expect(await messagesOf(item._id)).toEqual([]);
  });

  it('posts a reply of a photo alone under its name, and leaves out one of nothing at all', async () => {
    const item = await assignedCase('wanda@example.org');
    const replyTo = await replyToIn(t.app, item._id, 'wanda@example.org');
    const nothing = rawMail({ from: 'wanda@example.org', to: replyTo!, text: '\n\nSent from my iPhone\n' });
    expect(await t.app.inbound.takeIn(nothing, 'smtp', [replyTo!])).toEqual({ outcome: 'ignored', reason: 'empty' });
    expect(await messagesOf(item._id)).toEqual([]);
    const photo = rawMailWithFiles({
      from: 'wanda@example.org',
      to: replyTo!,
      text: '\n\nSent from my iPhone\n',
      files: [{ filename: 'shop-front.png', contentType: 'image/png', content: PNG }],
    });
    expect(await t.app.inbound.takeIn(photo, 'smtp', [replyTo!])).toMatchObject({ outcome: 'posted' });
    expect(await messagesOf(item._id)).toEqual([expect.objectContaining({ author: 'requester', body: 'shop-front.png', via: 'email' })]);
  });

  it('holds a reply to a thread it no longer knows (its route expired after 180 days) or no longer hers in the Inbox', async () => {
    const item = await assignedCase('xena@example.org');
    const toRequester = await replyToIn(t.app, item._id, 'xena@example.org');
    const toEnabler = await replyToIn(t.app, item._id, 'esha@example.org');
    const handedBack = await t.app.inject({
      method: 'POST',
      url: `/api/enabler/hand-back/${item._id}`,
      headers: headers.enabler,
      payload: { reason: 'Out of my field' },
    });
    expect(handedBack.statusCode).toBe(200);
    const fromEsha = rawMail({ from: 'esha@example.org', to: toEnabler!, text: 'One more idea.' });
    expect(await t.app.inbound.takeIn(fromEsha, 'smtp', [toEnabler!])).toMatchObject({
      outcome: 'inbox',
      reason: 'closed-thread',
      caseId: item._id,
    });
    clock.set('2027-06-10T10:00:00.000Z');
    try {
      const late = rawMail({ from: 'xena@example.org', to: toRequester!, text: 'Are you still there?' });
      expect(await t.app.inbound.takeIn(late, 'smtp', [toRequester!])).toMatchObject({ outcome: 'inbox', reason: 'unknown-thread' });
    } finally {
      clock.set(T);
    }
    expect(await messagesOf(item._id)).toEqual([]);
  });
});
