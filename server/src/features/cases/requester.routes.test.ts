import { createHash } from 'node:crypto';
import type { User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { mailAddedBy, tokenOfLink } from '../../../test/case-mail-rows';
import { refuseMail } from '../../../test/fail-mail';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';

const T = '2026-11-20T10:00:00.000Z';
const DAY = 24 * 3600_000;
const at = (offsetMs: number) => new Date(Date.parse(T) + offsetMs).toISOString();
const NOT_FOUND = {
  error: 'We could not find that request. The link may be wrong or expired.',
  message: 'We could not find that request. The link may be wrong or expired.',
  code: 'REQUEST_NOT_FOUND',
};

describe("the requester's link: the whole conversation on both sides", () => {
  let t: TestApp;
  const clock = fixedClock(T);
  let users: Record<'operator' | 'mina', User>;
  let publicUrl: string;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://club.example/' }, { clock });
    publicUrl = t.config.publicUrl;
    users = await seedAccounts(t.app, {
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      mina: { name: 'Mina Enabler', email: 'mina@example.org', role: 'enabler' },
    });
  });
  afterAll(async () => t.close());

  const staff = async (user: User) => bearer(await tokenFor(t.app, user));
  const asRequester = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { 'x-request-token': token }, ...(payload ? { payload } : {}) });
  const submitHelp = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/help',
      payload: { requesterName: 'Devika Rao', requesterEmail: 'devika@example.org', question: 'How do I find a mentor?' },
    });

  it('carries help from the enabler to the requester and back, each step with its one e-mail', async () => {
    // 1. The help form: the same 201 as ever, and the acknowledgement with her first link.
    let caseId = '';
    const created = await mailAddedBy(t.app, async () => {
      const response = await submitHelp();
      expect(response.statusCode).toBe(201);
      caseId = response.json()._id;
      expect(response.json()).toEqual({ _id: caseId, message: "Your question has been submitted. We'll get back to you soon!" });
    });
    expect(created).toEqual([
      {
        kind: 'help-received',
        recipient: 'devika@example.org',
        data: {
          requesterName: 'Devika Rao',
          question: 'How do I find a mentor?',
          requestUrl: expect.stringMatching(/^https:\/\/club\.example\/request#[A-Za-z0-9_-]{43}$/),
        },
      },
    ]);
    const firstToken = tokenOfLink(created[0]?.data.requestUrl);
    // Only the token's SHA-256 is stored.
    const stored = await t.app.database.db.selectFrom('case_access_tokens').selectAll().where('case_id', '=', caseId).execute();
    expect(stored.map((row) => row.token_hash)).toEqual([createHash('sha256').update(firstToken).digest('hex')]);

    const page = await asRequester(firstToken, 'GET', '/api/request');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.json()).toEqual({
      case: { question: 'How do I find a mentor?', status: 'Pending', createdAt: T, enablerName: null, waitingFor: null, rating: null },
      messages: [],
    });

    // 2. Assigned: the enabler is told the question and the requester's first name.
    clock.set(at(3600_000));
    const assigned = await mailAddedBy(t.app, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/operator/assign/${caseId}`,
        headers: await staff(users.operator),
        payload: { enablerId: users.mina._id },
      });
      expect(response.statusCode).toBe(200);
    });
    expect(assigned).toEqual([
      {
        kind: 'case-assigned',
        recipient: 'mina@example.org',
        data: {
          recipientName: 'Mina Enabler',
          requesterFirstName: 'Devika',
          question: 'How do I find a mentor?',
          deadline: at(3600_000 + 7 * DAY),
          caseUrl: `${publicUrl}/enabler/cases?case=${caseId}`,
        },
      },
    ]);
    expect((await asRequester(firstToken, 'GET', '/api/request')).json().case).toMatchObject({
      enablerName: 'Mina Enabler',
      waitingFor: 'enabler',
    });

    // 3. The enabler replies; the requester gets it with a link of its own.
    clock.set(at(2 * 3600_000));
    let enablerMessage: Record<string, unknown> = {};
    const replied = await mailAddedBy(t.app, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/enabler/cases/${caseId}/messages`,
        headers: await staff(users.mina),
        payload: { body: '  Happy to help. What stage is your company at?  ' },
      });
      expect(response.statusCode).toBe(201);
      enablerMessage = response.json();
    });
    expect(enablerMessage).toEqual({
      _id: expect.any(String),
      author: 'enabler',
      authorName: 'Mina Enabler',
      body: 'Happy to help. What stage is your company at?',
      createdAt: at(2 * 3600_000),
    });
    expect(replied).toEqual([
      {
        kind: 'enabler-replied',
        recipient: 'devika@example.org',
        data: {
          requesterName: 'Devika Rao',
          enablerName: 'Mina Enabler',
          body: 'Happy to help. What stage is your company at?',
          requestUrl: expect.stringMatching(/^https:\/\/club\.example\/request#/),
        },
      },
    ]);
    const secondToken = tokenOfLink(replied[0]?.data.requestUrl);
    expect(secondToken).not.toBe(firstToken);
    const view = (await asRequester(secondToken, 'GET', '/api/request')).json();
    expect(view.case.waitingFor).toBe('requester');
    expect(view.messages).toEqual([enablerMessage]);
    // The first link still works too.
    expect((await asRequester(firstToken, 'GET', '/api/request')).json()).toEqual(view);

    // 4. The requester answers through her link; the enabler is told.
    clock.set(at(3 * 3600_000));
    let requesterMessage: Record<string, unknown> = {};
    const answered = await mailAddedBy(t.app, async () => {
      const response = await asRequester(secondToken, 'POST', '/api/request/messages', { body: 'Pre-seed, two founders.' });
      expect(response.statusCode).toBe(201);
      requesterMessage = response.json();
    });
    expect(requesterMessage).toMatchObject({ author: 'requester', authorName: 'Devika Rao', body: 'Pre-seed, two founders.' });
    expect(answered).toEqual([
      {
        kind: 'requester-replied',
        recipient: 'mina@example.org',
        data: {
          recipientName: 'Mina Enabler',
          requesterFirstName: 'Devika',
          body: 'Pre-seed, two founders.',
          caseUrl: `${publicUrl}/enabler/cases?case=${caseId}`,
        },
      },
    ]);

    // 5. The enabler's view: thread, waiting for her, history with who and when; no address before accepting.
    const before = (await t.app.inject({ method: 'GET', url: `/api/enabler/cases/${caseId}`, headers: await staff(users.mina) })).json();
    expect(before.case).toMatchObject({ _id: caseId, requesterName: 'Devika Rao', requesterEmail: '', waitingFor: 'enabler' });
    expect(before.messages).toEqual([enablerMessage, requesterMessage]);
    expect(before.history.map((entry: Record<string, unknown>) => [entry.action, entry.actorName, entry.at])).toEqual([
      ['created', 'Devika Rao', T],
      ['assigned', 'Otto Operator', at(3600_000)],
      ['message', 'Mina Enabler', at(2 * 3600_000)],
      ['message', 'Devika Rao', at(3 * 3600_000)],
    ]);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/enabler/accept/${caseId}`, headers: await staff(users.mina) })).statusCode,
    ).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: `/api/enabler/cases/${caseId}`, headers: await staff(users.mina) })).json();
    expect(after.case.requesterEmail).toBe('devika@example.org');

    // 6. No rating before completion; completion tells the requester and asks for one.
    expect((await asRequester(secondToken, 'POST', '/api/request/rating', { rating: 5 })).statusCode).toBe(409);
    clock.set(at(4 * 3600_000));
    const completed = await mailAddedBy(t.app, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/enabler/update/${caseId}`,
        headers: await staff(users.mina),
        payload: { status: 'Completed' },
      });
      expect(response.statusCode).toBe(200);
    });
    expect(completed).toEqual([
      {
        kind: 'case-completed',
        recipient: 'devika@example.org',
        data: {
          requesterName: 'Devika Rao',
          enablerName: 'Mina Enabler',
          question: 'How do I find a mentor?',
          requestUrl: expect.stringMatching(/^https:\/\/club\.example\/request#/),
        },
      },
    ]);
    const thirdToken = tokenOfLink(completed[0]?.data.requestUrl);
    expect((await asRequester(thirdToken, 'POST', '/api/request/messages', { body: 'One more thing' })).statusCode).toBe(409);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/enabler/cases/${caseId}/messages`,
      headers: await staff(users.mina),
      payload: { body: 'Late' },
    });
    expect(late.statusCode).toBe(409);

    // 7. The rating, changed once, shows on her page and in the report.
    const rated = await asRequester(thirdToken, 'POST', '/api/request/rating', { rating: 4, comment: '  Very helpful ' });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toEqual({ rating: 4, comment: 'Very helpful' });
    expect((await asRequester(thirdToken, 'POST', '/api/request/rating', { rating: 5 })).json()).toEqual({ rating: 5, comment: null });
    for (const bad of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: '5' }, {}, { rating: 3, comment: 'x'.repeat(1001) }]) {
      expect((await asRequester(thirdToken, 'POST', '/api/request/rating', bad)).statusCode).toBe(400);
    }
    expect((await asRequester(thirdToken, 'GET', '/api/request')).json().case).toMatchObject({
      status: 'Completed',
      waitingFor: null,
      rating: { rating: 5, comment: null },
    });
    const report = (await t.app.inject({ method: 'GET', url: '/api/operator/reports', headers: await staff(users.operator) })).json();
    expect(report.enablerPerformance).toEqual([
      { enabler: { _id: users.mina._id, name: 'Mina Enabler' }, completedCount: 1, totalAssigned: 1, averageRating: 5, ratingCount: 1 },
    ]);

    // 8. Links work until 90 days after completion, then every one of them gives the same 404.
    clock.set(at(4 * 3600_000 + 90 * DAY - 1000));
    for (const token of [firstToken, secondToken, thirdToken])
      expect((await asRequester(token, 'GET', '/api/request')).statusCode).toBe(200);
    clock.set(at(4 * 3600_000 + 91 * DAY));
    for (const token of [firstToken, secondToken, thirdToken]) {
      const expired = await asRequester(token, 'GET', '/api/request');
      expect(expired.statusCode).toBe(404);
      expect(expired.json()).toEqual(NOT_FOUND);
      expect((await asRequester(token, 'POST', '/api/request/rating', { rating: 1 })).json()).toEqual(NOT_FOUND);
    }
    clock.set(T);
  });

  it("answers a missing, wrong or altered token with the same 404, and one case's link never opens another", async () => {
    const first = await mailAddedBy(t.app, submitHelp);
    const second = await mailAddedBy(t.app, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/help',
        payload: { requesterName: 'Other Person', requesterEmail: 'other@example.org', question: 'A different question' },
      }),
    );
    const token = tokenOfLink(first[0]?.data.requestUrl);
    const otherToken = tokenOfLink(second[0]?.data.requestUrl);
    expect((await asRequester(otherToken, 'GET', '/api/request')).json().case.question).toBe('A different question');
    expect((await asRequester(token, 'GET', '/api/request')).json().case.question).toBe('How do I find a mentor?');

    const flip = (value: string, index: number) => value.slice(0, index) + (value[index] === 'A' ? 'B' : 'A') + value.slice(index + 1);
    const wrong = [
      flip(token, 42),
      flip(token, 0),
      token.slice(0, 42),
      `${token}A`,
      token.toUpperCase(),
      'A'.repeat(43),
      '',
      createHash('sha256').update(token).digest('hex'),
      `${token.slice(0, 21)}${otherToken.slice(21)}`,
    ];
    for (const value of wrong) {
      for (const [method, url, payload] of [
        ['GET', '/api/request'],
        ['POST', '/api/request/messages', { body: 'hi' }],
        ['POST', '/api/request/rating', { rating: 5 }],
      ] as const) {
        const response = await asRequester(value, method, url, payload);
        expect({ value, url, status: response.statusCode }).toEqual({ value, url, status: 404 });
        expect(response.json()).toEqual(NOT_FOUND);
      }
    }
    // No header at all, or a staff session instead of a link.
    const operatorHeaders = await staff(users.operator);
    expect((await t.app.inject({ method: 'GET', url: '/api/request' })).json()).toEqual(NOT_FOUND);
    expect((await t.app.inject({ method: 'GET', url: '/api/request', headers: operatorHeaders })).json()).toEqual(NOT_FOUND);
    // Nothing was written by any of it.
    const messages = await t.app.database.db.selectFrom('case_messages').select('id').where('body', '=', 'hi').execute();
    expect(messages).toEqual([]);
  });

  it('writes no change when its mail cannot be written, and no mail without its change', async () => {
    const restore = await refuseMail(t.app);
    try {
      const help = await submitHelp();
      expect(help.statusCode).toBe(500);
      const cases = await t.app.database.db.selectFrom('cases').select('id').where('question', '=', 'How do I find a mentor?').execute();
      expect(cases).toHaveLength(2);
    } finally {
      await restore();
    }
    const created = await mailAddedBy(t.app, submitHelp);
    const token = tokenOfLink(created[0]?.data.requestUrl);
    const caseId = (
      await t.app.database.db
        .selectFrom('case_access_tokens')
        .select('case_id')
        .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
        .executeTakeFirstOrThrow()
    ).case_id;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/operator/assign/${caseId}`,
          headers: await staff(users.operator),
          payload: { enablerId: users.mina._id },
        })
      ).statusCode,
    ).toBe(200);

    const refuse = await refuseMail(t.app);
    try {
      expect((await asRequester(token, 'POST', '/api/request/messages', { body: 'Lost?' })).statusCode).toBe(500);
      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/enabler/cases/${caseId}/messages`,
        headers: await staff(users.mina),
        payload: { body: 'Lost too?' },
      });
      expect(reply.statusCode).toBe(500);
      const done = await t.app.inject({
        method: 'POST',
        url: `/api/enabler/update/${caseId}`,
        headers: await staff(users.mina),
        payload: { status: 'Completed' },
      });
      expect(done.statusCode).toBe(500);
    } finally {
      await refuse();
    }
    const detail = (await t.app.inject({ method: 'GET', url: `/api/enabler/cases/${caseId}`, headers: await staff(users.mina) })).json();
    expect(detail.messages).toEqual([]);
    expect(detail.case).toMatchObject({ status: 'Pending', waitingFor: 'enabler' });
    expect(detail.history.map((entry: { action: string }) => entry.action)).toEqual(['created', 'assigned']);
    const tokens = await t.app.database.db.selectFrom('case_access_tokens').select('id').where('case_id', '=', caseId).execute();
    expect(tokens).toHaveLength(1);
  });

  it('never logs an e-mail address, a message body or a token in full', async () => {
    const created = await mailAddedBy(t.app, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/help',
        payload: { requesterName: 'Secret Person', requesterEmail: 'secret.person@example.org', question: 'Secret question text' },
      }),
    );
    const token = tokenOfLink(created[0]?.data.requestUrl);
    await asRequester(token, 'POST', '/api/request/messages', { body: 'Secret reply body' });
    await t.app.inject({ method: 'POST', url: '/api/request/find', payload: { email: 'secret.person@example.org' } });
    const logs = t.logs.join('');
    expect(logs).toContain('requester replied');
    for (const secret of ['secret.person@example.org', 'Secret reply body', 'Secret question text', token])
      expect(logs).not.toContain(secret);
  });
});
