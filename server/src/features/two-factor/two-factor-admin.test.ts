import { twoFactorMessages, type AccountSummary, type User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, TEST_PASSWORD, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { staffEndpoints } from '../../../test/staff-endpoints';
import { enableTwoFactor } from '../../../test/two-factor';

/** Issue 16, finding 9: "Require two-factor for admins" and an admin's reset of a lost phone (decision 020). */
describe('the admins: requiring two-factor sign-in, and resetting it', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-03T10:00:00.000Z');
  let users: Record<'ada' | 'abe' | 'otto' | 'ena', User>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      ada: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      abe: { name: 'Abe Admin', email: 'abe@example.org', role: 'admin' },
      otto: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      ena: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
    });
  });
  afterAll(async () => t.close());

  const as = async (user: User) => bearer(await tokenFor(t.app, user));
  const put = async (user: User, requireTwoFactorForAdmins: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/security-settings', headers: await as(user), payload: { requireTwoFactorForAdmins } });
  const settingAudit = () =>
    t.app.database.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id', 'subject_kind', 'subject_id', 'detail'])
      .where('subject_kind', '=', 'setting')
      .execute();

  it('is off at first; an admin without two-factor herself may not turn it on', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/security-settings', headers: await as(users.ada) });
    expect(read.json()).toEqual({ requireTwoFactorForAdmins: false });
    const refused = await put(users.ada, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(twoFactorMessages.requireOwnFirst);
    expect((await put(users.ada, 'yes')).statusCode).toBe(400);
    expect(await settingAudit()).toEqual([]);
  });

  it('turned on by an admin with two-factor, audited as a setting change', async () => {
    await enableTwoFactor(t.app, users.ada, clock);
    const saved = await put(users.ada, true);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ requireTwoFactorForAdmins: true });
    // Saving what is already stored changes nothing and writes no line.
    expect((await put(users.ada, true)).statusCode).toBe(200);
    expect(await settingAudit()).toEqual([
      {
        action: 'setting-changed',
        actor_id: users.ada._id,
        subject_kind: 'setting',
        subject_id: 'requireTwoFactorForAdmins',
        detail: 'Require two-factor sign-in for admins: off → on',
      },
    ]);
  });

  it('sends an admin without it to set it up: login and me say so, and every gated staff route answers 403', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'abe@example.org', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json();
    expect(user).toMatchObject({ role: 'admin', mustChangePassword: false, mustSetUpTwoFactor: true });
    const headers = bearer(token);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json()).toMatchObject({ mustSetUpTwoFactor: true });
    for (const endpoint of staffEndpoints.filter((e) => e.allowed.admin !== undefined && !e.ungated)) {
      const gated = await t.app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers,
        ...(endpoint.payload ? { payload: endpoint.payload } : {}),
      });
      expect({ url: endpoint.url, status: gated.statusCode }).toEqual({ url: endpoint.url, status: 403 });
      expect(gated.json()).toMatchObject({ code: 'TWO_FACTOR_SETUP_REQUIRED', message: twoFactorMessages.setupRequired });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers })).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: true,
    });

    // Setting it up (allowed while gated) lets her through at once, with the same token.
    await enableTwoFactor(t.app, users.abe, clock);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers })).json().mustSetUpTwoFactor).toBe(false);
  });

  it('does not concern operators and enablers', async () => {
    for (const user of [users.otto, users.ena]) {
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: TEST_PASSWORD } });
      expect(login.json().user.mustSetUpTwoFactor).toBe(false);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/cases', headers: await as(users.otto) })).statusCode).toBe(200);
  });

  it("lets an admin reset another staff member's two-factor (a lost phone), audited; not her own, not one without it", async () => {
    await enableTwoFactor(t.app, users.otto, clock);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/users?q=otto', headers: await as(users.ada) });
    expect((listed.json() as AccountSummary[]).map((a) => a.twoFactorEnabled)).toEqual([true]);

    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${users.otto._id}/two-factor/reset`,
      headers: await as(users.ada),
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      message: twoFactorMessages.resetByAdmin,
      returnedCases: 0,
      user: { _id: users.otto._id, twoFactorEnabled: false },
    });
    const audit = await t.app.database.db
      .selectFrom('audit_events')
      .select(['action', 'actor_id'])
      .where('subject_id', '=', users.otto._id)
      .where('action', '=', 'two-factor-reset')
      .execute();
    expect(audit).toEqual([{ action: 'two-factor-reset', actor_id: users.ada._id }]);
    // She signs in with her password alone now: a token, no challenge.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'otto@example.org', password: TEST_PASSWORD },
    });
    expect(login.json().token).toEqual(expect.any(String));
    expect(login.json().twoFactorRequired).toBeUndefined();

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${users.otto._id}/two-factor/reset`,
      headers: await as(users.ada),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(twoFactorMessages.resetNotOn);
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${users.ada._id}/two-factor/reset`,
      headers: await as(users.ada),
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(twoFactorMessages.resetOwn);
    const byOperator = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${users.abe._id}/two-factor/reset`,
      headers: await as(users.otto),
    });
    expect(byOperator.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: await as(users.abe) })).json().enabled).toBe(true);
  });

  it('a reset admin is sent to set it up again while it is required', async () => {
    await t.app.inject({ method: 'POST', url: `/api/admin/users/${users.abe._id}/two-factor/reset`, headers: await as(users.ada) });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'abe@example.org', password: TEST_PASSWORD },
    });
    expect(login.json().user.mustSetUpTwoFactor).toBe(true);
    // Turned off, the requirement lets her through.
    expect((await put(users.ada, false)).json()).toEqual({ requireTwoFactorForAdmins: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: bearer(login.json().token) })).statusCode).toBe(200);
    expect((await settingAudit()).map((line) => line.detail)).toContain('Require two-factor sign-in for admins: on → off');
  });
});
