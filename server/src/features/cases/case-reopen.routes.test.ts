import type { Case, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { mailAddedBy, tokenOfLink } from '../../../test/case-mail-rows';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { createCase, listCaseEvents } from './case.service';
import { mailerOf } from '../mail/outbox.service';

const T = '2026-11-20T10:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;

describe('completing an unanswered case needs no confirmation from the API; an operator reopens a completed case (issue 26)', () => {
  let t: TestApp;
  const clock = fixedClock(T);
  let users: Record<'admin' | 'operator' | 'mine' | 'gone', User>;
  const headers: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      mine: { name: 'Mina Enabler', email: 'mina@example.org', role: 'enabler' },
      gone: { name: 'Gita Enabler', email: 'gita@example.org', role: 'enabler' },
    });
    for (const key of ['admin', 'operator', 'mine', 'gone'] as const) headers[key] = bearer(await tokenFor(t.app, users[key]));
  });
  afterAll(async () => t.close());

  const post = (url: string, who: Record<string, string> | undefined, payload?: object) =>
    t.app.inject({ method: 'POST', url, ...(who ? { headers: who } : {}), ...(payload ? { payload } : {}) });
  /** A case assigned to `enabler`, in the requester's language. */
  const assignedCase = async (question: string, enabler: User = users.mine, locale: 'en' | 'ml' = 'en'): Promise<Case> => {
    const item = await createCase(
      t.app.database,
      { question, requesterName: 'Rita Requester', requesterEmail: 'rita@example.org', source: 'help_form', locale },
      clock(),
      mailerOf(t.app),
    );
    const assigned = await post(`/api/operator/assign/${item._id}`, headers.operator, { enablerId: enabler._id });
    expect(assigned.statusCode).toBe(200);
    return assigned.json();
  };
  const complete = (caseId: string, payload: object = { status: 'Completed' }, who = headers.mine) =>
    post(`/api/enabler/update/${caseId}`, who, payload);
  const status = async (caseId: string) =>
    await t.app.database.db
      .selectFrom('cases')
      .select(['status', 'assigned_to', 'deadline', 'completed_at'])
      .where('id', '=', caseId)
      .executeTakeFirstOrThrow();

  it('completes a Pending case she never wrote in with 200 to a plain { status: "Completed" }, as the contract says, its mail queued (issue 38)', async () => {
    const item = await assignedCase('Never answered');
    const mail = await mailAddedBy(t.app, async () => {
      const done = await complete(item._id, { status: 'Completed' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ _id: item._id, status: 'Completed' });
    });
    expect(mail.map((row) => [row.kind, row.recipient])).toEqual([['case-completed', 'rita@example.org']]);
    expect((await status(item._id)).status).toBe('Completed');
    expect((await listCaseEvents(t.app.database, item._id)).map((event) => event.action)).toEqual(['created', 'assigned', 'completed']);
    // Whatever confirmation a client of issue 26 still sends, the answer is the same.
    for (const confirmUnanswered of [false, true, 'yes']) {
      const other = await assignedCase(`Never answered, ${String(confirmUnanswered)}`);
      expect((await complete(other._id, { status: 'Completed', confirmUnanswered })).statusCode).toBe(200);
    }
  });

  it('completes once she has replied too; the 404/409 of a case not hers or completed come first', async () => {
    const item = await assignedCase('Answered');
    expect((await complete(item._id, { status: 'Completed' }, headers.gone)).statusCode).toBe(404);
    expect((await post(`/api/enabler/cases/${item._id}/messages`, headers.mine, { body: 'Here is what I would do.' })).statusCode).toBe(
      201,
    );
    const done = await complete(item._id);
    expect(done.statusCode).toBe(200);
    expect((await complete(item._id)).json().code).toBe('CONFLICT');
  });

  it("keeps the first response's and the resolution's tenths of an hour on the case, and forgets the resolution when it is reopened (issue 43)", async () => {
    const item = await assignedCase('Timed');
    const durations = async () =>
      await t.app.database.db
        .selectFrom('cases')
        .select(['response_tenths', 'resolution_tenths'])
        .where('id', '=', item._id)
        .executeTakeFirstOrThrow();
    try {
      // Her first reply after 1 h 09 min (1.15 h, rounded half up to 1.2 h); her second leaves it; done after 5 h 02 min (5.03 h: 5.0 h).
      clock.set(new Date(Date.parse(T) + 69 * 60_000).toISOString());
      expect((await post(`/api/enabler/cases/${item._id}/messages`, headers.mine, { body: 'A first answer.' })).statusCode).toBe(201);
      clock.set(new Date(Date.parse(T) + 90 * 60_000).toISOString());
      expect((await post(`/api/enabler/cases/${item._id}/messages`, headers.mine, { body: 'A second one.' })).statusCode).toBe(201);
      expect(await durations()).toEqual({ response_tenths: 12, resolution_tenths: null });
      clock.set(new Date(Date.parse(T) + 5 * 60 * 60_000 + 2 * 60_000).toISOString());
      expect((await complete(item._id)).statusCode).toBe(200);
      expect(await durations()).toEqual({ response_tenths: 12, resolution_tenths: 50 });
      expect((await post(`/api/operator/reopen/${item._id}`, headers.operator)).statusCode).toBe(200);
      expect(await durations()).toEqual({ response_tenths: 12, resolution_tenths: null });
    } finally {
      clock.set(T);
    }
  });

  it('reopens a completed case to its enabler as it stood, with a fresh deadline, a history row, and mail to the requester (her language) and the enabler', async () => {
    const item = await assignedCase('Reopen me', users.mine, 'ml');
    expect((await post(`/api/enabler/accept/${item._id}`, headers.mine)).statusCode).toBe(200);
    expect((await complete(item._id, { status: 'Completed' })).statusCode).toBe(200);
    clock.set('2026-11-20T10:30:00.000Z');
    let reopened: Case | undefined;
    const mail = await mailAddedBy(t.app, async () => {
      const response = await post(`/api/operator/reopen/${item._id}`, headers.operator);
      expect(response.statusCode).toBe(200);
      reopened = response.json();
    });
    const deadline = new Date(Date.parse('2026-11-20T10:30:00.000Z') + t.config.caseDeadlineDays * DAY).toISOString();
    expect(reopened).toMatchObject({
      _id: item._id,
      status: 'Accepted',
      assignedTo: { _id: users.mine._id, name: 'Mina Enabler' },
      deadline,
    });
    expect(await status(item._id)).toEqual({ status: 'Accepted', assigned_to: users.mine._id, deadline, completed_at: null });
    expect(mail.map((row) => [row.kind, row.recipient])).toEqual([
      ['case-reopened-staff', 'mina@example.org'],
      ['case-reopened', 'rita@example.org'],
    ]);
    const [toEnabler, toRequester] = mail;
    expect(toEnabler?.data).toEqual({
      recipientName: 'Mina Enabler',
      requesterFirstName: 'Rita',
      question: 'Reopen me',
      deadline,
      caseUrl: `${t.config.publicUrl}/enabler/cases?case=${item._id}`,
    });
    // Hers is in the language of the page she asked from.
    expect(toRequester?.data.locale).toBe('ml');
    // The requester's new link opens her request, open again.
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/request',
      headers: { 'x-request-token': tokenOfLink(toRequester?.data.requestUrl) },
    });
    expect([view.statusCode, view.json().case?.status]).toEqual([200, 'Accepted']);
    const history = await listCaseEvents(t.app.database, item._id);
    expect(history.at(-1)).toMatchObject({
      action: 'reopened',
      actor_id: users.operator._id,
      from_status: 'Completed',
      to_status: 'Accepted',
      created_at: '2026-11-20T10:30:00.000Z',
    });
    // Open again: a second reopen is refused, and she can work on it.
    const again = await post(`/api/operator/reopen/${item._id}`, headers.admin);
    expect([again.statusCode, again.json().message]).toEqual([409, 'Only a completed case can be reopened.']);
    expect((await post(`/api/enabler/cases/${item._id}/messages`, headers.mine, { body: 'Back on it.' })).statusCode).toBe(201);
    clock.set(T);
  });

  it('reopens to the queue (unassigned, Pending, no deadline, no enabler mail) when her enabler is no longer active', async () => {
    const item = await assignedCase('Her enabler left', users.gone);
    expect((await complete(item._id, { status: 'Completed' }, headers.gone)).statusCode).toBe(200);
    await t.app.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', users.gone._id).execute();
    const mail = await mailAddedBy(t.app, async () => {
      const response = await post(`/api/operator/reopen/${item._id}`, headers.admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'Pending', assignedTo: null, deadline: null });
    });
    expect(mail.map((row) => [row.kind, row.recipient])).toEqual([['case-reopened', 'rita@example.org']]);
  });

  it('lets only operators and admins reopen: 401, 403 for an enabler, 404 for an unknown case', async () => {
    const item = await assignedCase('Not for enablers');
    expect((await post(`/api/operator/reopen/${item._id}`, undefined)).statusCode).toBe(401);
    expect((await post(`/api/operator/reopen/${item._id}`, headers.mine)).statusCode).toBe(403);
    expect((await post('/api/operator/reopen/no-such-case', headers.operator)).statusCode).toBe(404);
    expect((await post(`/api/operator/reopen/${item._id}`, headers.operator)).json().code).toBe('CONFLICT');
  });
});
