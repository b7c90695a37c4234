import type { CaseDetail, RequestView, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { mailAddedBy, tokenOfLink } from '../../../test/case-mail-rows';
import { createTestApp, fixedClock, forgetVisitorMailCounts, type TestApp } from '../../../test/helpers';
import { rawMailWithFiles, replyToIn, sampleFiles, type MailFile } from '../../../test/inbound-mail';
import { signInMember, type MemberBrowser } from '../../../test/member-session';
import { mailerOf } from '../mail/outbox.service';
import { createCase } from './case.service';

/**
 * The files a reply by e-mail brought, in every view of its thread (issue 41): each message lists
 * the files kept with it and notes those left out, for staff, the case's enabler, the requester
 * by her link and signed in; another enabler sees nothing, and no route gives another case's file.
 */
const REPLY = 'reply@club.example.org';
const { png: PNG, pdf: PDF, docx: DOCX } = sampleFiles;
const NILA = 'nila@example.org';

type Who = 'operator' | 'enabler' | 'other';

describe("a case's thread lists the files of replies by e-mail and notes those left out", () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-07T10:00:00.000Z');
  let users: Record<Who, User>;
  let headers: Record<Who, Record<string, string>>;
  let nila: MemberBrowser;
  const cases: Record<'mine' | 'theirs', { id: string; token: string }> = {
    mine: { id: '', token: '' },
    theirs: { id: '', token: '' },
  };

  const call = (url: string, who: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: who });
  const newCase = async (email: string, name: string) => {
    await forgetVisitorMailCounts(t.app);
    let id = '';
    const [ack] = await mailAddedBy(t.app, async () => {
      const input = { question: 'Is my logo good?', requesterName: name, requesterEmail: email, source: 'help_form' as const };
      id = (await createCase(t.app.database, input, clock(), mailerOf(t.app)))._id;
    });
    const assign = { method: 'POST' as const, headers: headers.operator, payload: { enablerId: users.enabler._id } };
    expect((await t.app.inject({ ...assign, url: `/api/operator/assign/${id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/enabler/accept/${id}`, headers: headers.enabler })).statusCode).toBe(200);
    return { id, token: tokenOfLink(ack?.data.requestUrl) };
  };
  const replyByMail = async (caseId: string, from: string, text: string, files: MailFile[]) => {
    const replyTo = await replyToIn(t.app, caseId, from);
    expect(replyTo).toBeDefined();
    const result = await t.app.inbound.takeIn(rawMailWithFiles({ from, to: replyTo!, text, files }), 'smtp', [replyTo!]);
    expect(result).toMatchObject({ outcome: 'posted', caseId });
  };
  const fileOf = (messages: RequestView['messages'], filename: string) =>
    messages.flatMap((message) => message.attachments ?? []).find((file) => file.filename === filename)!._id;

  beforeAll(async () => {
    t = await createTestApp(
      { REPLY_ADDRESS: REPLY, PUBLIC_URL: 'https://club.example.org', MAIL_FROM: 'hello@club.example.org' },
      { clock, answerFloor: async (work) => work() },
    );
    users = await seedAccounts(t.app, {
      operator: { name: 'Oona Operator', email: 'oona@example.org', role: 'operator' },
      enabler: { name: 'Esha Enabler', email: 'esha@example.org', role: 'enabler' },
      other: { name: 'Gita Enabler', email: 'gita@example.org', role: 'enabler' },
    });
    const [operator, enabler, other] = await Promise.all([users.operator, users.enabler, users.other].map((user) => tokenFor(t.app, user)));
    headers = { operator: bearer(operator!), enabler: bearer(enabler!), other: bearer(other!) };
    cases.mine = await newCase(NILA, 'Nila Thomas');
    cases.theirs = await newCase('asha@example.org', 'Asha Menon');
    await replyByMail(cases.mine.id, NILA, 'Here it is.', [
      { filename: 'logo.png', contentType: 'image/png', content: PNG },
      { filename: 'report.docx', contentType: 'application/octet-stream', content: DOCX },
    ]);
    await replyByMail(cases.mine.id, 'esha@example.org', 'Thanks, my notes are attached.', [
      { filename: 'notes.pdf', contentType: 'application/pdf', content: PDF },
    ]);
    await replyByMail(cases.mine.id, 'esha@example.org', 'And my draft.', [
      { filename: 'draft.docx', contentType: 'application/octet-stream', content: DOCX },
    ]);
    await replyByMail(cases.theirs.id, 'asha@example.org', 'Mine too.', [{ filename: 'asha.png', contentType: 'image/png', content: PNG }]);
    await forgetVisitorMailCounts(t.app);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/membership',
          payload: {
            firstName: 'Nila',
            lastName: 'Thomas',
            email: NILA,
            jobFunction: 'engineer',
            vertical: 'tech',
            interests: [],
            hearAbout: 'friend',
          },
        })
      ).statusCode,
    ).toBe(201);
    nila = await signInMember(t.app, NILA);
  });
  afterAll(async () => t.close());

  const expectFilesAndNotes = (messages: RequestView['messages']) => {
    // One fixed clock: the messages share their time, so they are found by their words, not their order.
    const requester = messages.find((message) => message.body === 'Here it is.');
    const enabler = messages.find((message) => message.body === 'Thanks, my notes are attached.');
    expect(requester).toMatchObject({
      author: 'requester',
      via: 'email',
      attachments: [{ _id: expect.any(String), filename: 'logo.png', contentType: 'image/png', size: PNG.length }],
      leftOut: [{ filename: 'report.docx', reason: 'type' }],
    });
    expect(enabler).toMatchObject({
      author: 'enabler',
      via: 'email',
      attachments: [{ filename: 'notes.pdf', contentType: 'application/pdf', size: PDF.length }],
    });
    // Present only when there is something to say: a reply with nothing left out has no notes, one with nothing kept no files.
    expect(enabler).not.toHaveProperty('leftOut');
    const draft = messages.find((message) => message.body === 'And my draft.');
    expect(draft).toMatchObject({ author: 'enabler', via: 'email', leftOut: [{ filename: 'draft.docx', reason: 'type' }] });
    expect(draft).not.toHaveProperty('attachments');
    for (const file of messages.flatMap((message) => message.attachments ?? []))
      expect(Object.keys(file).sort()).toEqual(['_id', 'contentType', 'filename', 'size']);
  };

  it('for the operators, the case’s enabler, the requester by her link and signed in; not for another enabler', async () => {
    const operator = await call(`/api/operator/cases/${cases.mine.id}`, headers.operator);
    expect(operator.statusCode).toBe(200);
    expectFilesAndNotes((operator.json() as CaseDetail).messages);

    const enabler = await call(`/api/enabler/cases/${cases.mine.id}`, headers.enabler);
    expect(enabler.statusCode).toBe(200);
    expectFilesAndNotes((enabler.json() as CaseDetail).messages);

    const requester = await call('/api/request', { 'x-request-token': cases.mine.token });
    expect(requester.statusCode).toBe(200);
    expectFilesAndNotes((requester.json() as RequestView).messages);

    const member = await call(`/api/member/requests/${cases.mine.id}`, nila.headers);
    expect(member.statusCode).toBe(200);
    expectFilesAndNotes((member.json() as RequestView).messages);

    const other = await call(`/api/enabler/cases/${cases.mine.id}`, headers.other);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('logo.png');
  });

  it('a message written on the site answers as before, with neither files nor notes', async () => {
    const written = await t.app.inject({
      method: 'POST',
      url: `/api/enabler/cases/${cases.mine.id}/messages`,
      headers: headers.enabler,
      payload: { body: 'Written on the site.' },
    });
    expect(written.statusCode).toBe(201);
    expect(Object.keys(written.json() as object).sort()).toEqual(['_id', 'author', 'authorName', 'body', 'createdAt']);
    const view = (await call('/api/request', { 'x-request-token': cases.mine.token })).json() as RequestView;
    const onSite = view.messages.find((message) => message.body === 'Written on the site.')!;
    expect(Object.keys(onSite).sort()).toEqual(['_id', 'author', 'authorName', 'body', 'createdAt']);
  });

  it('her file from her own request when signed in; another case’s file is not found, whichever request names it', async () => {
    const mine = (await call('/api/request', { 'x-request-token': cases.mine.token })).json() as RequestView;
    const theirs = (await call('/api/request', { 'x-request-token': cases.theirs.token })).json() as RequestView;
    const logo = fileOf(mine.messages, 'logo.png');
    const notes = fileOf(mine.messages, 'notes.pdf');
    const asha = fileOf(theirs.messages, 'asha.png');

    const own = await call(`/api/member/requests/${cases.mine.id}/attachments/${notes}`, nila.headers);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="notes\.pdf"/);
    expect(own.headers['content-security-policy']).toContain('sandbox');
    expect(own.headers['referrer-policy']).toBe('no-referrer');
    expect((await call(`/api/member/requests/${cases.mine.id}/attachments/${logo}`, nila.headers)).statusCode).toBe(200);

    const notFound = [
      `/api/member/requests/${cases.mine.id}/attachments/${asha}`,
      `/api/member/requests/${cases.theirs.id}/attachments/${asha}`,
      `/api/member/requests/${cases.theirs.id}/attachments/${logo}`,
      `/api/member/requests/${cases.mine.id}/attachments/unknown-file`,
    ];
    for (const url of notFound) expect({ url, status: (await call(url, nila.headers)).statusCode }).toEqual({ url, status: 404 });
    expect((await call(`/api/request/attachments/${asha}`, { 'x-request-token': cases.mine.token })).statusCode).toBe(404);
    expect((await call(`/api/staff/attachments/${logo}`, headers.other)).statusCode).toBe(404);
    expect((await call(`/api/staff/attachments/${logo}`, headers.enabler)).statusCode).toBe(200);
  });
});
