import type { AssignableEnabler, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { createCase } from '../cases/case.service';
import { mailerOf } from '../mail/outbox.service';

const NOW = '2026-11-20T10:00:00.000Z';

describe('enabler availability and the Assign Enabler list', () => {
  let t: TestApp;
  const clock = fixedClock(NOW);
  let users: Record<'asha' | 'bina' | 'operator', User>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      asha: { name: 'Asha Enabler', email: 'asha@example.org', role: 'enabler' },
      bina: { name: 'Bina Enabler', email: 'bina@example.org', role: 'enabler' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
    });
  });
  afterAll(async () => t.close());

  const as = async (user: User) => bearer(await tokenFor(t.app, user));
  const getOwn = async (user: User) => t.app.inject({ method: 'GET', url: '/api/enabler/availability', headers: await as(user) });
  const put = async (user: User, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/enabler/availability', headers: await as(user), payload });
  const enablers = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/operator/enablers', headers: await as(users.operator) })).json() as AssignableEnabler[];
  const entryOf = async (user: User) => (await enablers()).find((entry) => entry._id === user._id);

  it('starts as taking new cases, not away, with room for 5 open cases', async () => {
    const response = await getOwn(users.asha);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ takingNewCases: true, awayUntil: null, capacity: 5 });
  });

  it('refuses a capacity out of 1..50, a date that does not exist or is past, and missing fields, changing nothing', async () => {
    const valid = { takingNewCases: false, awayUntil: '2026-12-01', capacity: 3 };
    const cases: Array<[object, string]> = [
      [{ ...valid, capacity: 0 }, 'capacity'],
      [{ ...valid, capacity: 51 }, 'capacity'],
      [{ ...valid, capacity: 2.5 }, 'capacity'],
      [{ ...valid, capacity: '3' }, 'capacity'],
      [{ ...valid, awayUntil: '2026-02-30' }, 'awayUntil'],
      [{ ...valid, awayUntil: '1 December' }, 'awayUntil'],
      [{ ...valid, awayUntil: '2026-11-19' }, 'awayUntil'],
      [{ capacity: 3, awayUntil: null }, 'takingNewCases'],
    ];
    for (const [payload, field] of cases) {
      const response = await put(users.asha, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
    expect((await getOwn(users.asha)).json()).toEqual({ takingNewCases: true, awayUntil: null, capacity: 5 });
  });

  it('changes only her own availability, and only an enabler may', async () => {
    const saved = await put(users.asha, { takingNewCases: false, awayUntil: '2026-11-20', capacity: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ takingNewCases: false, awayUntil: '2026-11-20', capacity: 2 });
    expect((await getOwn(users.asha)).json()).toEqual({ takingNewCases: false, awayUntil: '2026-11-20', capacity: 2 });
    expect((await getOwn(users.bina)).json()).toEqual({ takingNewCases: true, awayUntil: null, capacity: 5 });
    expect((await put(users.operator, { takingNewCases: true, awayUntil: null, capacity: 5 })).statusCode).toBe(403);
  });

  it('shows the operator open cases against capacity, and who is unavailable or full', async () => {
    await put(users.asha, { takingNewCases: true, awayUntil: null, capacity: 2 });
    const operatorHeaders = await as(users.operator);
    const made = [];
    for (const question of ['One?', 'Two?', 'Three?']) {
      made.push(
        await createCase(
          t.app.database,
          { question, requesterName: 'Anna', requesterEmail: 'anna@example.org', source: 'help_form' },
          clock(),
          mailerOf(t.app),
        ),
      );
    }
    for (const item of made.slice(0, 2)) {
      const assigned = await t.app.inject({
        method: 'POST',
        url: `/api/operator/assign/${item._id}`,
        headers: operatorHeaders,
        payload: { enablerId: users.asha._id },
      });
      expect(assigned.statusCode).toBe(200);
    }
    expect(await entryOf(users.asha)).toMatchObject({ openCases: 2, capacity: 2, available: true, full: true });

    // A completed case no longer counts.
    await t.app.inject({
      method: 'POST',
      url: `/api/enabler/update/${made[0]!._id}`,
      headers: await as(users.asha),
      payload: { status: 'Completed' },
    });
    expect(await entryOf(users.asha)).toMatchObject({ openCases: 1, full: false });

    // Full or unavailable, she can still be assigned (the screen asks first).
    await put(users.bina, { takingNewCases: true, awayUntil: '2026-11-25', capacity: 5 });
    expect(await entryOf(users.bina)).toMatchObject({ awayUntil: '2026-11-25', available: false, full: false });
    const anyway = await t.app.inject({
      method: 'POST',
      url: `/api/operator/assign/${made[2]!._id}`,
      headers: operatorHeaders,
      payload: { enablerId: users.bina._id },
    });
    expect(anyway.statusCode).toBe(200);
    // From the day she is back, she is available again.
    clock.set('2026-11-25T00:00:00.000Z');
    try {
      expect(await entryOf(users.bina)).toMatchObject({ openCases: 1, available: true });
    } finally {
      clock.set(NOW);
    }
    await put(users.bina, { takingNewCases: false, awayUntil: null, capacity: 5 });
    expect(await entryOf(users.bina)).toMatchObject({ takingNewCases: false, available: false });
  });
});
