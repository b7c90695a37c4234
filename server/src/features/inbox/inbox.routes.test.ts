import type { User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { mailAddedBy, tokenOfLink } from '../../../test/case-mail-rows';
import { createTestApp, fixedClock, forgetVisitorMailCounts, type TestApp } from '../../../test/helpers';
import { rawMail, rawMailWithFiles, replyToIn, sampleFiles } from '../../../test/inbound-mail';
import { createCase } from '../cases/case.service';
import { mailerOf } from '../mail/outbox.service';

/** The Inbox's routes (issue 41): the list, an item, its answer and actions, each audited, and the files replies bring. */
const REPLY = 'reply@club.example.org';
const { png: PNG, pdf: PDF, docx: DOCX } = sampleFiles;

type Who = 'admin' | 'operator' | 'enabler' | 'other';

describe('the Inbox routes', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-07T10:00:00.000Z');
  let users: Record<Who, User>;
  let headers: Record<Who, Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp(
      { REPLY_ADDRESS: REPLY, PUBLIC_URL: 'https://club.example.org', MAIL_FROM: 'hello@club.example.org' },
      { clock },
    );
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Olivia Operator', email: 'olivia@example.org', role: 'operator' },
      enabler: { name: 'Esha Enabler', email: 'esha@example.org', role: 'enabler' },
      other: { name: 'Fatima Enabler', email: 'fatima@example.org', role: 'enabler' },
    });
    headers = {
      admin: bearer(await tokenFor(t.app, users.admin)),
      operator: bearer(await tokenFor(t.app, users.operator)),
      enabler: bearer(await tokenFor(t.app, users.enabler)),
      other: bearer(await tokenFor(t.app, users.other)),
    };
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, who: Record<string, string> | undefined, payload?: object) =>
    t.app.inject({ method, url, ...(who ? { headers: who } : {}), ...(payload ? { payload } : {}) });
  const toInbox = async (raw: Buffer) => {
    const result = await t.app.inbound.takeIn(raw, 'smtp', [REPLY]);
    expect(result.outcome).toBe('inbox');
    return result.itemId!;
  };
  const note = (text: string, options: { from?: string; subject?: string; messageId?: string } = {}) =>
    toInbox(
      rawMail({ from: options.from ?? 'Nina <nina@example.net>', to: REPLY, text, subject: options.subject, messageId: options.messageId }),
    );
  const auditOf = async (itemId: string) => {
    const response = await call('GET', '/api/admin/audit', headers.admin);
    expect(response.statusCode).toBe(200);
    const entries = response.json() as { action: string; subjectId: string | null; actor: { name: string } | null }[];
    return entries.filter((entry) => entry.subjectId === itemId).map((entry) => [entry.action, entry.actor?.name]);
  };

  it('lists open items newest first in pages of 50, with their count; enablers may not', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 51; i += 1) ids.push(await note(`Note ${i}`, { subject: `Hello ${i}` }));
    const first = await call('GET', '/api/staff/inbox', headers.operator);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('51');
    const page = first.json() as { _id: string; preview: string; status: string }[];
    expect(page).toHaveLength(50);
    expect(page[0]).toMatchObject({ fromAddress: 'nina@example.net', fromName: 'Nina', reason: 'no-thread', status: 'open' });
    const next = /<([^>]+)>;\s*rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await call(
      'GET',
      new URL(next!, 'http://localhost').pathname + new URL(next!, 'http://localhost').search,
      headers.operator,
    );
    expect(second.json()).toHaveLength(1);
    expect(new Set([...page, ...(second.json() as { _id: string }[])].map((item) => item._id))).toEqual(new Set(ids));
    expect((await call('GET', '/api/staff/inbox/count', headers.admin)).json()).toEqual({ open: 51 });
    expect((await call('GET', '/api/staff/inbox?status=done', headers.operator)).json()).toEqual([]);
    expect((await call('GET', '/api/staff/inbox', headers.enabler)).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/inbox/count', undefined)).statusCode).toBe(401);
  });

  it('shows an item and answers it in its writer’s language, naming the message answered, audited', async () => {
    const id = await note('വളരെ നന്ദി! അടുത്ത പരിപാടി എപ്പോഴാണ്?', {
      from: 'Meera <meera@example.net>',
      subject: 'വാർത്താക്കുറിപ്പ്',
      messageId: '<ml-note-1@mail.example.net>',
    });
    const detail = await call('GET', `/api/staff/inbox/${id}`, headers.operator);
    expect(detail.json()).toMatchObject({ _id: id, text: 'വളരെ നന്ദി! അടുത്ത പരിപാടി എപ്പോഴാണ്?', notes: [], attachments: [], answers: [] });

    let answered: { statusCode: number; json(): unknown } | undefined;
    const mails = await mailAddedBy(t.app, async () => {
      answered = await call('POST', `/api/staff/inbox/${id}/answer`, headers.operator, { body: 'അടുത്ത മാസം 12-ന്.' });
    });
    expect(answered?.statusCode).toBe(201);
    expect(answered?.json()).toMatchObject({ authorName: 'Olivia Operator', body: 'അടുത്ത മാസം 12-ന്.' });
    expect(mails).toEqual([{ kind: 'inbox-answer', recipient: 'meera@example.net', data: expect.objectContaining({ locale: 'ml' }) }]);
    const row = await t.app.database.db
      .selectFrom('outbox_messages')
      .select('in_reply_to')
      .where('kind', '=', 'inbox-answer')
      .where('recipient', '=', 'meera@example.net')
      .executeTakeFirstOrThrow();
    expect(row.in_reply_to).toBe('<ml-note-1@mail.example.net>');
    expect((await call('GET', `/api/staff/inbox/${id}`, headers.admin)).json()).toMatchObject({
      status: 'open',
      answers: [{ authorName: 'Olivia Operator', body: 'അടുത്ത മാസം 12-ന്.' }],
    });
    expect(await auditOf(id)).toEqual([['inbox-answered', 'Olivia Operator']]);

    // An English writer is answered in English.
    const english = await note('When is the next meetup?', { messageId: '<en-note-1@mail.example.net>' });
    const [mail] = await mailAddedBy(t.app, () =>
      call('POST', `/api/staff/inbox/${english}/answer`, headers.admin, { body: 'On the 12th.' }),
    );
    expect(mail?.data.locale).toBeUndefined();
  });

  it('refuses an empty answer with the contract’s error shape, and an unknown item with 404', async () => {
    const id = await note('Hello?');
    const empty = await call('POST', `/api/staff/inbox/${id}/answer`, headers.operator, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    const text = 'Write an answer of 1 to 5,000 characters.';
    expect(empty.json()).toEqual({ error: text, message: text, code: 'VALIDATION_FAILED', fields: { body: text } });
    expect(await auditOf(id)).toEqual([]);
    const unknown = await call('POST', '/api/staff/inbox/no-such-item/done', headers.operator);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: expect.any(String), message: 'We could not find that message.' });
  });

  it('marks an item done and open again, audited', async () => {
    const id = await note('Please remove me from the list.');
    const done = await call('POST', `/api/staff/inbox/${id}/done`, headers.operator);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', handledBy: 'Olivia Operator', handledAt: clock().toISOString() });
    expect((await call('GET', '/api/staff/inbox?status=done', headers.operator)).json()).toEqual([expect.objectContaining({ _id: id })]);
    const reopened = await call('POST', `/api/staff/inbox/${id}/reopen`, headers.admin);
    expect(reopened.json()).toMatchObject({ status: 'open', handledBy: null, handledAt: null });
    expect(await auditOf(id)).toEqual(
      expect.arrayContaining([
        ['inbox-done', 'Olivia Operator'],
        ['inbox-reopened', 'Ada Admin'],
      ]),
    );
  });

  it('makes an item a help request once (201, then 409), audited', async () => {
    const id = await note('I need help writing a business plan.', { from: 'Lata <lata@example.net>', subject: 'Business plan' });
    const made = await call('POST', `/api/staff/inbox/${id}/case`, headers.operator);
    expect(made.statusCode).toBe(201);
    const { caseId } = made.json() as { caseId: string };
    const item = await call('GET', `/api/operator/cases/${caseId}`, headers.operator);
    expect(item.statusCode).toBe(200);
    expect(item.json()).toMatchObject({
      case: {
        requesterEmail: 'lata@example.net',
        requesterName: 'Lata',
        question: 'Business plan\n\nI need help writing a business plan.',
      },
    });
    expect((await call('GET', `/api/staff/inbox/${id}`, headers.operator)).json()).toMatchObject({ status: 'done', madeCaseId: caseId });
    const again = await call('POST', `/api/staff/inbox/${id}/case`, headers.operator);
    expect(again.statusCode).toBe(409);
    const text = 'This message is already a help request.';
    expect(again.json()).toMatchObject({ error: text, message: text, code: expect.any(String) });
    expect(await auditOf(id)).toEqual([['inbox-made-case', 'Olivia Operator']]);

    // A message with no words at all is no request (it would be a case with an empty question).
    const blank = await note('', { subject: '' });
    const refused = await call('POST', `/api/staff/inbox/${blank}/case`, headers.operator);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'This message has no text to make a help request of.' });
    expect((await call('GET', `/api/staff/inbox/${blank}`, headers.operator)).json()).toMatchObject({ status: 'open', madeCaseId: null });
  });

  it('keeps an image and a PDF, names what it left out, and serves a file as a download to staff only', async () => {
    const id = await toInbox(
      rawMailWithFiles({
        from: 'Nina <nina@example.net>',
        to: REPLY,
        text: 'My logo, my plan and my notes.',
        files: [
          { filename: 'logo.png', contentType: 'image/png', content: PNG },
          { filename: 'plan.pdf', contentType: 'application/pdf', content: PDF },
          { filename: 'notes.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: DOCX },
          { filename: 'big.pdf', contentType: 'application/pdf', content: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) },
        ],
      }),
    );
    const detail = (await call('GET', `/api/staff/inbox/${id}`, headers.operator)).json() as {
      attachments: { _id: string; filename: string; contentType: string; size: number }[];
      notes: string[];
    };
    // Files of one message are listed in a stable order, not necessarily the message's.
    const kept = [...detail.attachments].sort((a, b) => a.filename.localeCompare(b.filename));
    expect(kept.map((file) => [file.filename, file.contentType, file.size])).toEqual([
      ['logo.png', 'image/png', PNG.length],
      ['plan.pdf', 'application/pdf', PDF.length],
    ]);
    expect(detail.notes).toEqual(['notes.docx: type', 'big.pdf: size']);

    const fileId = kept[0]!._id;
    const file = await call('GET', `/api/staff/attachments/${fileId}`, headers.admin);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="logo\.png"/);
    expect(file.headers['content-security-policy']).toContain('sandbox');
    // An Inbox item's file is for admins and operators, not for an enabler.
    expect((await call('GET', `/api/staff/attachments/${fileId}`, headers.enabler)).statusCode).toBe(404);
    expect((await call('GET', `/api/staff/attachments/${fileId}`, undefined)).statusCode).toBe(401);
  });

  it('a file of a case’s message: for the case’s enabler and its requester, not another enabler or another case', async () => {
    const newCase = async (email: string) => {
      await forgetVisitorMailCounts(t.app);
      let id = '';
      const [ack] = await mailAddedBy(t.app, async () => {
        id = (
          await createCase(
            t.app.database,
            { question: 'Is my logo good?', requesterName: 'Rita Requester', requesterEmail: email, source: 'help_form' },
            clock(),
            mailerOf(t.app),
          )
        )._id;
      });
      const assigned = await call('POST', `/api/operator/assign/${id}`, headers.operator, { enablerId: users.enabler._id });
      expect(assigned.statusCode).toBe(200);
      return { id, token: tokenOfLink(ack?.data.requestUrl) };
    };
    const mine = await newCase('rita@example.org');
    const theirs = await newCase('sita@example.org');
    const replyTo = await replyToIn(t.app, mine.id, 'rita@example.org');
    const result = await t.app.inbound.takeIn(
      rawMailWithFiles({
        from: 'rita@example.org',
        to: replyTo!,
        text: 'Here it is.',
        files: [{ filename: 'logo.png', contentType: 'image/png', content: PNG }],
      }),
      'smtp',
      [replyTo!],
    );
    expect(result).toMatchObject({ outcome: 'posted', caseId: mine.id });
    const { id: fileId } = await t.app.database.db
      .selectFrom('mail_attachments')
      .select('id')
      .where('owner_kind', '=', 'case-message')
      .executeTakeFirstOrThrow();

    const enabler = await call('GET', `/api/staff/attachments/${fileId}`, headers.enabler);
    expect(enabler.statusCode).toBe(200);
    expect(enabler.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await call('GET', `/api/staff/attachments/${fileId}`, headers.other)).statusCode).toBe(404);
    expect((await call('GET', `/api/staff/attachments/${fileId}`, headers.operator)).statusCode).toBe(200);

    const requester = await call('GET', `/api/request/attachments/${fileId}`, { 'x-request-token': mine.token });
    expect(requester.statusCode).toBe(200);
    expect(requester.rawPayload.equals(PNG)).toBe(true);
    expect(requester.headers['content-security-policy']).toContain('sandbox');
    expect((await call('GET', `/api/request/attachments/${fileId}`, { 'x-request-token': theirs.token })).statusCode).toBe(404);
    expect((await call('GET', `/api/request/attachments/${fileId}`, undefined)).statusCode).toBeGreaterThanOrEqual(400);
  });
});
