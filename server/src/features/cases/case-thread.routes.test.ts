import type { Case, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tamperedToken, tokenFor } from '../../../test/accounts';
import { mailAddedBy, tokenOfLink } from '../../../test/case-mail-rows';
import { createTestApp, fixedClock, forgetVisitorMailCounts, type TestApp } from '../../../test/helpers';
import { createCase } from './case.service';
import { clearSuppression, suppressAddress } from '../mail/mail.service';
import { mailerOf } from '../mail/outbox.service';

const T = '2026-11-20T10:00:00.000Z';

describe('staff case views, replies and hand-back', () => {
  let t: TestApp;
  const clock = fixedClock(T);
  let users: Record<'admin' | 'operator' | 'operator2' | 'mine' | 'other' | 'disabledOperator', User>;
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      operator2: { name: 'Olive Operator', email: 'olive@example.org', role: 'operator' },
      disabledOperator: { name: 'Dora Disabled', email: 'dora@example.org', role: 'operator', status: 'deactivated' },
      mine: { name: 'Mina Enabler', email: 'mina@example.org', role: 'enabler' },
      other: { name: 'Olga Enabler', email: 'olga@example.org', role: 'enabler' },
    });
    for (const key of ['admin', 'operator', 'mine', 'other'] as const) headers[key] = bearer(await tokenFor(t.app, users[key]));
  });
  afterAll(async () => t.close());

  /** A case assigned to Mina, and the requester's link from its acknowledgement. */
  const assignedCase = async (question: string): Promise<{ item: Case; token: string }> => {
    let item: Case | undefined;
    // Her acknowledgement carries the link: Rita asks more than the three a day that are acknowledged.
    await forgetVisitorMailCounts(t.app);
    const [ack] = await mailAddedBy(t.app, async () => {
      item = await createCase(
        t.app.database,
        { question, requesterName: 'Rita Requester', requesterEmail: 'rita@example.org', source: 'help_form' },
        clock(),
        mailerOf(t.app),
      );
    });
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/operator/assign/${item?._id}`,
      headers: headers.operator,
      payload: { enablerId: users.mine._id },
    });
    expect(assigned.statusCode).toBe(200);
    return { item: assigned.json(), token: tokenOfLink(ack?.data.requestUrl) };
  };
  const call = (method: 'GET' | 'POST', url: string, who: Record<string, string> | undefined, payload?: object) =>
    t.app.inject({ method, url, ...(who ? { headers: who } : {}), ...(payload ? { payload } : {}) });

  it('lets each route be used only by whom it is for', async () => {
    const { item } = await assignedCase('Role matrix');
    const tampered = { authorization: tamperedToken(headers.operator!.authorization!) };
    const routes = [
      {
        method: 'GET',
        url: `/api/enabler/cases/${item._id}`,
        expected: { anonymous: 401, tampered: 401, admin: 403, operator: 403, other: 404, mine: 200 },
      },
      {
        method: 'POST',
        url: `/api/enabler/cases/${item._id}/messages`,
        payload: { body: 'Hello' },
        expected: { anonymous: 401, tampered: 401, admin: 403, operator: 403, other: 404, mine: 201 },
      },
      {
        method: 'GET',
        url: `/api/operator/cases/${item._id}`,
        expected: { anonymous: 401, tampered: 401, admin: 200, operator: 200, other: 403, mine: 403 },
      },
      {
        method: 'POST',
        url: `/api/enabler/hand-back/${item._id}`,
        payload: { reason: 'No time' },
        expected: { anonymous: 401, tampered: 401, admin: 403, operator: 403, other: 404, mine: 200 },
      },
    ] as const;
    for (const route of routes) {
      const who = {
        anonymous: undefined,
        tampered,
        admin: headers.admin,
        operator: headers.operator,
        other: headers.other,
        mine: headers.mine,
      };
      for (const [name, status] of Object.entries(route.expected)) {
        const response = await call(route.method, route.url, who[name as keyof typeof who], 'payload' in route ? route.payload : undefined);
        expect({ url: route.url, name, status: response.statusCode }).toEqual({ url: route.url, name, status });
      }
    }
    // Another enabler's case answers exactly like one that does not exist.
    const theirs = await call('GET', `/api/enabler/cases/${item._id}`, headers.other);
    expect(theirs.json()).toEqual((await call('GET', '/api/enabler/cases/no-such-case', headers.other)).json());
    expect((await call('GET', '/api/operator/cases/no-such-case', headers.operator)).statusCode).toBe(404);
  });

  it("shows the requester's address to the enabler only once she has accepted, in the list and the case view", async () => {
    const { item } = await assignedCase('Address hidden');
    const direct = await assignedCase('Completed without accepting');
    const listed = async (id: string) =>
      ((await call('GET', '/api/enabler/my-cases', headers.mine)).json() as Case[]).find((entry) => entry._id === id);
    const viewed = async (id: string) => (await call('GET', `/api/enabler/cases/${id}`, headers.mine)).json().case as Case;

    expect((await listed(item._id))?.requesterEmail).toBe('');
    expect((await viewed(item._id)).requesterEmail).toBe('');
    expect((await call('GET', `/api/operator/cases/${item._id}`, headers.operator)).json().case.requesterEmail).toBe('rita@example.org');
    const accepted = await call('POST', `/api/enabler/accept/${item._id}`, headers.mine);
    expect(accepted.json().requesterEmail).toBe('rita@example.org');
    expect((await listed(item._id))?.requesterEmail).toBe('rita@example.org');
    expect((await viewed(item._id)).requesterEmail).toBe('rita@example.org');
    expect((await call('POST', `/api/enabler/update/${item._id}`, headers.mine, { status: 'Completed' })).json().requesterEmail).toBe(
      'rita@example.org',
    );
    expect((await viewed(item._id)).requesterEmail).toBe('rita@example.org');

    // Completing a case she never accepted does not reveal the address.
    const completed = await call('POST', `/api/enabler/update/${direct.item._id}`, headers.mine, { status: 'Completed' });
    expect(completed.json().requesterEmail).toBe('');
    expect((await listed(direct.item._id))?.requesterEmail).toBe('');
  });

  it('tells operators when mail to the requester is failing, with the reason (issue 41), and enablers nothing', async () => {
    const { item } = await assignedCase('Her mailbox is full');
    expect((await call('GET', `/api/operator/cases/${item._id}`, headers.operator)).json()).not.toHaveProperty('requesterMailFailing');
    await t.app.database.writeTransaction((trx) => suppressAddress(trx, 'Rita@example.org', 'Bounced: 5.2.2 mailbox full', T));
    expect((await call('GET', `/api/operator/cases/${item._id}`, headers.operator)).json().requesterMailFailing).toEqual({
      reason: 'Bounced: 5.2.2 mailbox full',
      since: T,
    });
    expect((await call('GET', `/api/enabler/cases/${item._id}`, headers.mine)).json()).not.toHaveProperty('requesterMailFailing');
    await t.app.database.writeTransaction((trx) => clearSuppression(trx, 'rita@example.org'));
  });

  it('hands a case back: unassigned, Pending, no deadline, the reason in the history and to every active operator', async () => {
    const { item, token } = await assignedCase('Hand me back');
    expect((await call('POST', `/api/enabler/accept/${item._id}`, headers.mine)).statusCode).toBe(200);
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const bad = await call('POST', `/api/enabler/hand-back/${item._id}`, headers.mine, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('reason');
    }
    clock.set('2026-11-20T11:00:00.000Z');
    let answer: Case | undefined;
    const mail = await mailAddedBy(t.app, async () => {
      const response = await call('POST', `/api/enabler/hand-back/${item._id}`, headers.mine, { reason: ' Outside my expertise ' });
      expect(response.statusCode).toBe(200);
      answer = response.json();
    });
    expect(answer).toMatchObject({ _id: item._id, status: 'Pending', assignedTo: null, deadline: null, requesterEmail: '' });
    const data = {
      enablerName: 'Mina Enabler',
      reason: 'Outside my expertise',
      question: 'Hand me back',
      caseUrl: `${t.config.publicUrl}/operator?case=${item._id}`,
    };
    expect(mail).toEqual([
      { kind: 'case-handed-back', recipient: 'olive@example.org', data: { recipientName: 'Olive Operator', ...data } },
      { kind: 'case-handed-back', recipient: 'otto@example.org', data: { recipientName: 'Otto Operator', ...data } },
    ]);
    const detail = (await call('GET', `/api/operator/cases/${item._id}`, headers.admin)).json();
    expect(detail.history.at(-1)).toEqual({
      _id: expect.any(String),
      action: 'handed-back',
      actorName: 'Mina Enabler',
      at: '2026-11-20T11:00:00.000Z',
      note: 'Outside my expertise',
    });
    expect((await call('GET', `/api/enabler/cases/${item._id}`, headers.mine)).statusCode).toBe(404);
    expect((await call('POST', `/api/enabler/hand-back/${item._id}`, headers.mine, { reason: 'again' })).statusCode).toBe(404);

    // With nobody assigned, the requester's reply goes to the operators.
    const replied = await mailAddedBy(t.app, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/request/messages',
        headers: { 'x-request-token': token },
        payload: { body: 'Anyone there?' },
      });
      expect(response.statusCode).toBe(201);
    });
    expect(replied.map((row) => [row.kind, row.recipient, row.data.caseUrl])).toEqual([
      ['requester-replied', 'olive@example.org', `${t.config.publicUrl}/operator?case=${item._id}`],
      ['requester-replied', 'otto@example.org', `${t.config.publicUrl}/operator?case=${item._id}`],
    ]);
    // A new assignment starts a new deadline.
    clock.set(T);
    const again = await call('POST', `/api/operator/assign/${item._id}`, headers.operator, { enablerId: users.other._id });
    expect(again.json()).toMatchObject({
      assignedTo: { _id: users.other._id },
      deadline: '2026-11-27T10:00:00.000Z',
      waitingFor: 'enabler',
    });
  });

  it("refuses a completed case a hand-back with 409 and keeps the operators' thread read-only", async () => {
    const { item } = await assignedCase('Done already');
    expect((await call('POST', `/api/enabler/update/${item._id}`, headers.mine, { status: 'Completed' })).statusCode).toBe(200);
    expect((await call('POST', `/api/enabler/hand-back/${item._id}`, headers.mine, { reason: 'Too late' })).statusCode).toBe(409);
    // Operators have no route to write into a thread.
    expect((await call('POST', `/api/operator/cases/${item._id}/messages`, headers.operator, { body: 'Hi' })).statusCode).toBe(404);
    for (const payload of [{}, { body: '   ' }, { body: 'x'.repeat(5001) }]) {
      const { item: open } = await assignedCase(`Bad body ${JSON.stringify(payload).length}`);
      const response = await call('POST', `/api/enabler/cases/${open._id}/messages`, headers.mine, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('body');
    }
  });
});

describe('"the operators" when there is no operator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: fixedClock(T) });
  });
  afterAll(async () => t.close());

  it('are the active admins', async () => {
    const users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      mina: { name: 'Mina Enabler', email: 'mina@example.org', role: 'enabler' },
    });
    const item = await createCase(
      t.app.database,
      { question: 'Q', requesterName: 'R', requesterEmail: 'r@example.org', source: 'help_form' },
      t.app.clock(),
      mailerOf(t.app),
    );
    const adminHeaders = bearer(await tokenFor(t.app, users.admin));
    await t.app.inject({
      method: 'POST',
      url: `/api/operator/assign/${item._id}`,
      headers: adminHeaders,
      payload: { enablerId: users.mina._id },
    });
    const minaHeaders = bearer(await tokenFor(t.app, users.mina));
    const mail = await mailAddedBy(t.app, () =>
      t.app.inject({ method: 'POST', url: `/api/enabler/hand-back/${item._id}`, headers: minaHeaders, payload: { reason: 'Busy' } }),
    );
    // The first admin created at start (admin@example.com) and Ada.
    expect(mail.map((row) => [row.kind, row.recipient])).toEqual([
      ['case-handed-back', 'ada@example.org'],
      ['case-handed-back', 'admin@example.com'],
    ]);
  });
});
