import type { User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';

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
      { _id: expect.any(String), name: 'Earlier Operator', email: 'earlier@example.org', role: 'operator', createdAt: '2026-11-20T10:00:30.000Z', emailVerified: false },
      { _id: expect.any(String), name: 'Later Enabler', email: 'later@example.org', role: 'enabler', createdAt: '2026-11-20T10:01:00.000Z', emailVerified: false },
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
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'later@example.org', password: 'a long password' } });
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
