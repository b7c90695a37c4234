import type { User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { readAllPages } from '../../../test/pages';

describe('admin: pending accounts, approval, creating accounts', () => {
  let t: TestApp;
  const clock = fixedClock('2026-11-20T10:00:00.000Z');
  let admin: User;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    ({ admin } = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } }));
    headers = bearer(await tokenFor(t.app, admin));
  });
  afterAll(async () => t.close());

  const register = (name: string, email: string, role: 'enabler' | 'operator') =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name, email, password: 'a long password', role } });
  const pendingList = () => t.app.inject({ method: 'GET', url: '/api/admin/pending-enablers', headers });
  const approve = (id: string) => t.app.inject({ method: 'POST', url: `/api/admin/approve-enabler/${id}`, headers });

  it('lists pending enablers and operators, oldest first, labelled by role; approval makes them active', async () => {
    expect((await pendingList()).json()).toEqual([]);
    clock.set('2026-11-20T10:01:00.000Z');
    expect((await register('Later Enabler', 'later@example.org', 'enabler')).statusCode).toBe(201);
    clock.set('2026-11-20T10:00:30.000Z');
    expect((await register('Earlier Operator', 'earlier@example.org', 'operator')).statusCode).toBe(201);

    const list = await pendingList();
    expect(list.statusCode).toBe(200);
    const pending = list.json();
    expect(pending).toEqual([
      {
        _id: expect.any(String),
        name: 'Earlier Operator',
        email: 'earlier@example.org',
        role: 'operator',
        createdAt: '2026-11-20T10:00:30.000Z',
        emailVerified: false,
      },
      {
        _id: expect.any(String),
        name: 'Later Enabler',
        email: 'later@example.org',
        role: 'enabler',
        createdAt: '2026-11-20T10:01:00.000Z',
        emailVerified: false,
      },
    ]);

    clock.set('2026-11-20T11:00:00.000Z');
    const approved = await approve(pending[1]._id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      message: 'Account approved',
      user: { _id: pending[1]._id, name: 'Later Enabler', email: 'later@example.org', role: 'enabler' },
    });
    const row = await t.app.database.db.selectFrom('users').selectAll().where('id', '=', pending[1]._id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'active', approved_by: admin._id, approved_at: '2026-11-20T11:00:00.000Z' });
    expect((await pendingList()).json().map((user: User) => user.email)).toEqual(['earlier@example.org']);

    // The approved account can sign in now.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'later@example.org', password: 'a long password' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('enabler');
  });

  it('answers 404 for an unknown id and for an account that is not pending', async () => {
    const unknown = await approve('no-such-id');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    expect((await approve(admin._id)).statusCode).toBe(404);
  });

  it('creates an active account of any role, admin included', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers,
      payload: { name: ' Second Admin ', email: 'Second@Example.org', password: 'another long password', role: 'admin' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      message: 'User created successfully',
      user: { _id: expect.any(String), name: 'Second Admin', email: 'second@example.org', role: 'admin' },
    });
    const row = await t.app.database.db.selectFrom('users').selectAll().where('id', '=', body.user._id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'active', role: 'admin', approved_by: admin._id });
    expect(row.password_hash).not.toContain('another long password');
    expect(t.logs.join('')).not.toContain('another long password');
  });

  it('refuses a taken address with 409 and bad fields with 400', async () => {
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers,
      payload: { name: 'Dup', email: 'ADA@example.org', password: 'a long password', role: 'operator' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'Email already registered' });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers,
      payload: { name: '', email: 'nope', password: 'short', role: 'member' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'name', 'password', 'role']);
  });
});

// Issue 16, finding 10: the pending list was unbounded; it is paged as the cases list is.
describe('admin: the pending list a page at a time', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let pendingIds: string[];

  beforeAll(async () => {
    t = await createTestApp({}, { clock: fixedClock('2026-11-20T10:00:00.000Z') });
    const accounts = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      ...Object.fromEntries(
        [1, 2, 3, 4, 5].map(
          (i) =>
            [
              `p${i}`,
              { name: `Pending ${i}`, email: `p${i}@example.org`, role: i % 2 ? 'enabler' : 'operator', status: 'pending' },
            ] as const,
        ),
      ),
    });
    headers = bearer(await tokenFor(t.app, accounts.admin));
    // One creation time for all of them: the order falls back to the id, and pages must not lose or repeat any.
    pendingIds = [1, 2, 3, 4, 5].map((i) => accounts[`p${i}` as keyof typeof accounts]._id).sort();
  });
  afterAll(async () => t.close());

  it('pages oldest first by limit and cursor, with X-Total-Count and a Link to the next page', async () => {
    const { pages, totals } = await readAllPages<User>(
      t.app,
      '/api/admin/pending-enablers',
      '/api/admin/pending-enablers?limit=2',
      headers,
    );
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(totals).toEqual(['5', '5', '5']);
    expect(pages.flat().map((user) => user._id)).toEqual(pendingIds);
    // Without a query, the first 100: every pending account here, and no Link.
    const all = await t.app.inject({ url: '/api/admin/pending-enablers', headers });
    expect((all.json() as User[]).map((user) => user._id)).toEqual(pendingIds);
    expect(all.headers.link).toBeUndefined();
  });

  it('does not skip anyone when an account on a page already read is approved', async () => {
    const first = await t.app.inject({ url: '/api/admin/pending-enablers?limit=2', headers });
    const approved = await t.app.inject({ method: 'POST', url: `/api/admin/approve-enabler/${pendingIds[0]}`, headers });
    expect(approved.statusCode).toBe(200);
    const next = /^<([^>]+)>/.exec(String(first.headers.link))?.[1] ?? '';
    const second = await t.app.inject({ url: next, headers });
    expect((second.json() as User[]).map((user) => user._id)).toEqual(pendingIds.slice(2, 4));
    expect(second.headers['x-total-count']).toBe('4');
  });

  it('refuses a limit out of 1..200 and a malformed cursor with 400 naming the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['cursor=%%%', 'cursor'],
      ['cursor=bm90IGpzb24', 'cursor'],
    ] as const) {
      const response = await t.app.inject({ url: `/api/admin/pending-enablers?${query}`, headers });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().fields).toHaveProperty(field);
    }
  });
});
