import type { Case, User } from '@wfc/shared';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CasesTable } from '../../db/schema';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { createCase, listCaseEvents } from './case.service';
import { mailerOf } from '../mail/outbox.service';

const T = '2026-11-20T10:00:00.000Z';
const at = (offsetMs: number) => new Date(Date.parse(T) + offsetMs).toISOString();
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('operator: cases, enablers, assignment, reports', () => {
  let t: TestApp;
  const clock = fixedClock(T);
  let users: Record<'operator' | 'asha' | 'bina' | 'cora' | 'pending' | 'disabled', User>;
  /** A fresh operator token for each call, since the tests move the clock by days. */
  const headers = async () => bearer(await tokenFor(t.app, users.operator));
  /** The seven cases, oldest first. */
  const cases: Case[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      asha: { name: 'Asha Enabler', email: 'asha@example.org', role: 'enabler' },
      bina: { name: 'Bina Enabler', email: 'bina@example.org', role: 'enabler' },
      cora: { name: 'Cora Enabler', email: 'cora@example.org', role: 'enabler' },
      pending: { name: 'Pending Enabler', email: 'pending@example.org', role: 'enabler', status: 'pending' },
      disabled: { name: 'Disabled Enabler', email: 'disabled@example.org', role: 'enabler', status: 'deactivated' },
    });
  });
  afterAll(async () => t.close());

  const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: await headers() });
  const assign = async (caseId: string, enablerId: string) =>
    t.app.inject({ method: 'POST', url: `/api/operator/assign/${caseId}`, headers: await headers(), payload: { enablerId } });
  const asEnabler = async (user: User, action: 'accept' | 'update', caseId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/enabler/${action}/${caseId}`,
      headers: bearer(await tokenFor(t.app, user)),
      ...(action === 'update' ? { payload: { status: 'Completed' } } : {}),
    });

  it('answers 404 No reports available while there is no case at all', async () => {
    const response = await get('/api/operator/reports');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No reports available' });
    expect((await get('/api/operator/cases')).json()).toEqual([]);
  });

  it('lists active enabler accounts only', async () => {
    const response = await get('/api/operator/enablers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      [users.asha, users.bina, users.cora].map((user) => ({
        _id: user._id,
        name: user.name,
        email: user.email,
        openCases: 0,
        capacity: 5,
        takingNewCases: true,
        awayUntil: null,
        available: true,
        full: false,
      })),
    );
  });

  it('pages through the cases newest first with X-Total-Count and a Link to the next page', async () => {
    // Two cases share a timestamp, so the walk must also order by id.
    const times = [at(-7 * HOUR), at(-6 * HOUR), at(-5 * HOUR), at(-4 * HOUR), at(-3 * HOUR), at(-4 * HOUR), at(-1 * HOUR)];
    for (const [index, time] of times.entries()) {
      const input = {
        question: `Question ${index}`,
        requesterName: `Requester ${index}`,
        requesterEmail: `r${index}@example.org`,
        source: 'help_form' as const,
      };
      cases.push(await createCase(t.app.database, input, new Date(time), mailerOf(t.app)));
    }
    const expected = [...cases]
      .sort((a, b) => (a.createdAt === b.createdAt ? (a._id < b._id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1))
      .map((item) => item._id);

    const seen: string[] = [];
    const pageSizes: number[] = [];
    let url: string | undefined = '/api/operator/cases?limit=3';
    while (url) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('7');
      const page = response.json() as Case[];
      pageSizes.push(page.length);
      seen.push(...page.map((item) => item._id));
      const link = response.headers.link as string | undefined;
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
      if (link) expect(url).toMatch(/^\/api\/operator\/cases\?limit=3&cursor=[A-Za-z0-9_-]+$/);
    }
    expect(pageSizes).toEqual([3, 3, 1]);
    expect(seen).toEqual(expected);

    const first = (await get('/api/operator/cases')).json()[0];
    expect(first).toEqual({
      _id: cases[6]?._id,
      question: 'Question 6',
      requesterName: 'Requester 6',
      requesterEmail: 'r6@example.org',
      status: 'Pending',
      deadline: null,
      assignedTo: null,
      createdAt: at(-1 * HOUR),
      waitingFor: null,
    });
    // Exactly one page: no Link.
    const all = await get('/api/operator/cases?limit=7');
    expect(all.json()).toHaveLength(7);
    expect(all.headers.link).toBeUndefined();
  });

  it('refuses an unknown status, a limit out of 1..200 and a malformed cursor with 400', async () => {
    const cases400 = [
      ['status=Open', 'status'],
      ['status=pending', 'status'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=2.5', 'limit'],
      ['cursor=not*base64', 'cursor'],
      [`cursor=${Buffer.from('{"a":1}').toString('base64url')}`, 'cursor'],
      [`cursor=${Buffer.from('["yesterday","x"]').toString('base64url')}`, 'cursor'],
      [`cursor=${Buffer.from('not json').toString('base64url')}`, 'cursor'],
    ] as const;
    for (const [query, field] of cases400) {
      const response = await get(`/api/operator/cases?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().fields).toHaveProperty(field);
    }
    expect((await get('/api/operator/cases?limit=200')).statusCode).toBe(200);
    expect((await get('/api/operator/cases?limit=1')).statusCode).toBe(200);
  });

  it('assigns a case: assignee and a deadline CASE_DEADLINE_DAYS ahead, status stays Pending', async () => {
    const target = cases[1] as Case;
    const response = await assign(target._id, users.asha._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...target,
      status: 'Pending',
      assignedTo: { _id: users.asha._id, name: 'Asha Enabler' },
      deadline: at(7 * DAY),
      waitingFor: 'enabler',
    });
    // Assigning to the same enabler again changes nothing and records nothing.
    clock.set(at(HOUR));
    expect((await assign(target._id, users.asha._id)).json().deadline).toBe(at(7 * DAY));
    expect((await listCaseEvents(t.app.database, target._id)).map((event) => event.action)).toEqual(['created', 'assigned']);
    clock.set(T);
  });

  it('refuses an unknown, pending, disabled or non-enabler account with 400, an unknown case with 404', async () => {
    const target = cases[2] as Case;
    // A NUL once reached PostgreSQL, which refused it with a 500 (found by hostile-input.test.ts).
    for (const enablerId of [
      'no-such-user',
      users.pending._id,
      users.disabled._id,
      users.operator._id,
      '\u0000',
      `${users.asha._id}\u0000`,
    ]) {
      const response = await assign(target._id, enablerId);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('enablerId');
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/operator/assign/${target._id}`,
      headers: await headers(),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect((await assign('no-such-case', users.asha._id)).statusCode).toBe(404);
    expect((await get('/api/operator/cases')).json().find((item: Case) => item._id === target._id).assignedTo).toBeNull();
  });

  it('re-assigning an Accepted case puts it back to Pending and keeps its deadline; a Completed case cannot be assigned', async () => {
    const target = cases[0] as Case;
    clock.set(at(HOUR));
    expect((await assign(target._id, users.asha._id)).statusCode).toBe(200);
    clock.set(at(2 * HOUR));
    expect((await asEnabler(users.asha, 'accept', target._id)).json().status).toBe('Accepted');
    clock.set(at(3 * HOUR));
    const reassigned = await assign(target._id, users.bina._id);
    expect(reassigned.statusCode).toBe(200);
    expect(reassigned.json()).toMatchObject({
      status: 'Pending',
      assignedTo: { _id: users.bina._id, name: 'Bina Enabler' },
      deadline: at(HOUR + 7 * DAY),
    });
    // The previous assignee has lost it.
    expect((await asEnabler(users.asha, 'accept', target._id)).statusCode).toBe(404);
    clock.set(at(4 * HOUR));
    expect((await asEnabler(users.bina, 'update', target._id)).json().status).toBe('Completed');
    clock.set(at(5 * HOUR));
    const late = await assign(target._id, users.cora._id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CONFLICT');

    const history = await listCaseEvents(t.app.database, target._id);
    expect(
      history.map(({ action, actor_id, from_status, to_status, from_assignee, to_assignee, created_at }) => ({
        action,
        actor_id,
        from_status,
        to_status,
        from_assignee,
        to_assignee,
        created_at,
      })),
    ).toEqual([
      {
        action: 'created',
        actor_id: null,
        from_status: null,
        to_status: 'Pending',
        from_assignee: null,
        to_assignee: null,
        created_at: target.createdAt,
      },
      {
        action: 'assigned',
        actor_id: users.operator._id,
        from_status: 'Pending',
        to_status: 'Pending',
        from_assignee: null,
        to_assignee: users.asha._id,
        created_at: at(HOUR),
      },
      {
        action: 'accepted',
        actor_id: users.asha._id,
        from_status: 'Pending',
        to_status: 'Accepted',
        from_assignee: users.asha._id,
        to_assignee: users.asha._id,
        created_at: at(2 * HOUR),
      },
      {
        action: 'assigned',
        actor_id: users.operator._id,
        from_status: 'Accepted',
        to_status: 'Pending',
        from_assignee: users.asha._id,
        to_assignee: users.bina._id,
        created_at: at(3 * HOUR),
      },
      {
        action: 'completed',
        actor_id: users.bina._id,
        from_status: 'Pending',
        to_status: 'Completed',
        from_assignee: users.bina._id,
        to_assignee: users.bina._id,
        created_at: at(4 * HOUR),
      },
    ]);
    clock.set(T);
  });

  it('filters by status, and the Link keeps the filter', async () => {
    const completed = await get('/api/operator/cases?status=Completed');
    expect(completed.headers['x-total-count']).toBe('1');
    expect(completed.json().map((item: Case) => item._id)).toEqual([cases[0]?._id]);
    const pending = await get('/api/operator/cases?status=Pending&limit=2');
    expect(pending.headers['x-total-count']).toBe('6');
    expect(pending.headers.link).toMatch(/^<\/api\/operator\/cases\?status=Pending&limit=2&cursor=[A-Za-z0-9_-]+>; rel="next"$/);
    expect(pending.json().every((item: Case) => item.status === 'Pending')).toBe(true);
  });

  it('reports open cases, past deadlines and one performance row per active enabler, zero rows included', async () => {
    // cases[0]: Completed by Bina. cases[1]: Asha, Pending, due T+7d. cases[2]: Asha, Accepted, due T+7d.
    // cases[3]: Bina, Pending, due T+9d. The other three: unassigned.
    expect((await assign(cases[2]?._id ?? '', users.asha._id)).statusCode).toBe(200);
    expect((await asEnabler(users.asha, 'accept', cases[2]?._id ?? '')).statusCode).toBe(200);
    clock.set(at(2 * DAY));
    expect((await assign(cases[3]?._id ?? '', users.bina._id)).json().deadline).toBe(at(9 * DAY));

    const before = (await get('/api/operator/reports')).json();
    expect(before.openPending).toBe(6);
    expect(before.pastDeadlines).toEqual([]);
    expect(before.pastDeadlineCount).toBe(0);

    clock.set(at(8 * DAY));
    const response = await get('/api/operator/reports');
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.openPending).toBe(6);
    expect(report.pastDeadlines.map((item: Case) => item._id).sort()).toEqual([cases[1]?._id, cases[2]?._id].sort());
    expect(report.pastDeadlines[0]).toMatchObject({ deadline: at(7 * DAY), assignedTo: { _id: users.asha._id, name: 'Asha Enabler' } });
    expect(report.pastDeadlineCount).toBe(2);
    expect(report.enablerPerformance).toEqual([
      { enabler: { _id: users.asha._id, name: 'Asha Enabler' }, completedCount: 0, totalAssigned: 2, averageRating: null, ratingCount: 0 },
      { enabler: { _id: users.bina._id, name: 'Bina Enabler' }, completedCount: 1, totalAssigned: 2, averageRating: null, ratingCount: 0 },
      { enabler: { _id: users.cora._id, name: 'Cora Enabler' }, completedCount: 0, totalAssigned: 0, averageRating: null, ratingCount: 0 },
    ]);

    // A completed case leaves both the open count and the past-deadline list.
    expect((await asEnabler(users.asha, 'update', cases[1]?._id ?? '')).statusCode).toBe(200);
    const after = (await get('/api/operator/reports')).json();
    expect(after.openPending).toBe(5);
    expect(after.pastDeadlines.map((item: Case) => item._id)).toEqual([cases[2]?._id]);
    expect(after.pastDeadlineCount).toBe(1);
    expect(after.enablerPerformance[0]).toMatchObject({ completedCount: 1, totalAssigned: 2 });
    clock.set(T);
  });
});

describe('operator reports: a backlog past deadline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: fixedClock(T) });
  });
  afterAll(async () => t.close());

  it('lists the 100 most overdue cases and counts all of them', async () => {
    const { operator } = await seedAccounts(t.app, { operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' } });
    // Stored directly, since 150 cases through the API would only slow the test down. Of them 130
    // are open and past their deadline, 10 are Completed past it and 10 are open but not yet due.
    const rows = Array.from({ length: 150 }, (_, i): Insertable<CasesTable> => ({
      id: `case-${String(i).padStart(3, '0')}`,
      question: `Question ${i}`,
      requester_name: `Requester ${i}`,
      requester_email: `r${i}@example.org`,
      status: i >= 130 && i < 140 ? 'Completed' : 'Pending',
      assigned_to: null,
      deadline: i < 140 ? at(-(150 - i) * HOUR) : at(DAY),
      source: 'help_form',
      created_at: at(-30 * DAY),
      updated_at: at(-30 * DAY),
    }));
    await t.app.database.db.insertInto('cases').values(rows).execute();

    const response = await t.app.inject({ method: 'GET', url: '/api/operator/reports', headers: bearer(await tokenFor(t.app, operator)) });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.openPending).toBe(140);
    expect(report.pastDeadlineCount).toBe(130);
    expect(report.pastDeadlines).toHaveLength(100);
    expect(report.pastDeadlines[0]._id).toBe('case-000');
    expect(report.pastDeadlines[99]._id).toBe('case-099');
  });
});
