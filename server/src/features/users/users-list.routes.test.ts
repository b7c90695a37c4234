import type { AccountSummary, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, TEST_PASSWORD, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';

// The role matrix of these routes (401 for every bad credential, 403 for operators and enablers)
// is in auth/require-role.test.ts with every other staff endpoint.
describe('GET /api/admin/users: the Users list', () => {
  let t: TestApp;
  // The first admin (admin@example.com, made at start) is the oldest account.
  const clock = fixedClock('2026-11-30T08:00:00.000Z');
  let users: Record<'admin' | 'operator' | 'enabler' | 'pending' | 'gone' | 'percent', User>;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock, background: false });
    // One account a minute, so "newest first" has one answer.
    const specs = {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      enabler: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
      pending: { name: 'Pat Pending', email: 'pat@example.org', role: 'enabler', status: 'pending' },
      gone: { name: 'Gail Gone', email: 'gail@example.org', role: 'operator', status: 'deactivated' },
      percent: { name: 'Pia 100% Sure', email: 'pia@example.org', role: 'enabler' },
    } as const;
    users = {} as typeof users;
    let minute = 0;
    for (const [key, spec] of Object.entries(specs)) {
      clock.set(`2026-11-30T09:0${minute}:00.000Z`);
      minute += 1;
      Object.assign(users, await seedAccounts(t.app, { [key]: spec }));
    }
    headers = bearer(await tokenFor(t.app, users.admin));
  });
  afterAll(async () => t.close());

  const list = (url: string) => t.app.inject({ method: 'GET', url, headers });
  const names = (response: { json(): unknown }) => (response.json() as AccountSummary[]).map((account) => account.name);

  it('lists every account newest first with its role, state, creation and last sign-in', async () => {
    clock.set('2026-11-30T10:00:00.000Z');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ena@example.org', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const response = await list('/api/admin/users');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-total-count']).toBe('7');
    expect(response.headers.link).toBeUndefined();
    expect(names(response)).toEqual([
      'Pia 100% Sure',
      'Gail Gone',
      'Pat Pending',
      'Ena Enabler',
      'Otto Operator',
      'Ada Admin',
      'Administrator',
    ]);
    const enabler = (response.json() as AccountSummary[]).find((account) => account._id === users.enabler._id);
    expect(enabler).toEqual<AccountSummary>({
      _id: users.enabler._id,
      name: 'Ena Enabler',
      email: 'ena@example.org',
      role: 'enabler',
      status: 'active',
      createdAt: '2026-11-30T09:02:00.000Z',
      lastSignInAt: '2026-11-30T10:00:00.000Z',
      twoFactorEnabled: false,
      inviteExpiresAt: null,
    });
    expect((response.json() as AccountSummary[]).find((account) => account._id === users.operator._id)?.lastSignInAt).toBeNull();
  });

  it('searches names and e-mail addresses, whatever the case, taking % literally', async () => {
    expect(names(await list('/api/admin/users?q=OTTO'))).toEqual(['Otto Operator']);
    expect(names(await list('/api/admin/users?q=gail%40example'))).toEqual(['Gail Gone']);
    const literal = await list('/api/admin/users?q=100%25');
    expect(names(literal)).toEqual(['Pia 100% Sure']);
    expect(literal.headers['x-total-count']).toBe('1');
    expect(names(await list('/api/admin/users?q=%25'))).toEqual(['Pia 100% Sure']);
    expect(names(await list('/api/admin/users?q=_'))).toEqual([]);
    expect((await list('/api/admin/users?q=%20%20')).headers['x-total-count']).toBe('7');
  });

  it('filters by role and by state, together with a search', async () => {
    expect(names(await list('/api/admin/users?role=enabler'))).toEqual(['Pia 100% Sure', 'Pat Pending', 'Ena Enabler']);
    expect(names(await list('/api/admin/users?status=deactivated'))).toEqual(['Gail Gone']);
    expect(names(await list('/api/admin/users?status=pending&role=enabler'))).toEqual(['Pat Pending']);
    const combined = await list('/api/admin/users?role=operator&status=active&q=example.org');
    expect(names(combined)).toEqual(['Otto Operator']);
    expect(combined.headers['x-total-count']).toBe('1');
  });

  it('pages with a Link that keeps the search and filters', async () => {
    const first = await list('/api/admin/users?role=enabler&limit=2');
    expect(first.headers['x-total-count']).toBe('3');
    expect(names(first)).toEqual(['Pia 100% Sure', 'Pat Pending']);
    const next = /^<(\/api\/admin\/users\?[^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toContain('role=enabler');
    expect(next).toContain('limit=2');
    const second = await list(next!);
    expect(names(second)).toEqual(['Ena Enabler']);
    expect(second.headers.link).toBeUndefined();
  });

  it('refuses a bad filter, page size or cursor with 400 naming the field', async () => {
    expect((await list('/api/admin/users?role=owner')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { role: 'Role must be admin, operator or enabler.' },
    });
    expect((await list('/api/admin/users?status=disabled')).json()).toMatchObject({
      fields: { status: 'Status must be pending, invited, active or deactivated.' },
    });
    expect((await list('/api/admin/users?limit=201')).json()).toMatchObject({
      fields: { limit: 'Limit must be a whole number from 1 to 200.' },
    });
    expect((await list(`/api/admin/users?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await list('/api/admin/users?cursor=not-ours')).statusCode).toBe(400);
  });
});
