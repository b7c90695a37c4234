import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, TEST_PASSWORD, tokenFor } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { staffEndpoints } from '../../../test/staff-endpoints';

const NEW_PASSWORD = 'a brand new passphrase';

describe('POST /api/auth/change-password', () => {
  let t: TestApp;
  const clock = fixedClock('2026-11-20T10:00:00.000Z');
  let users: Awaited<ReturnType<typeof seed>>;
  const seed = (app: TestApp['app']) =>
    seedAccounts(app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      enabler: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
      locked: { name: 'Lou Locked', email: 'lou@example.org', role: 'enabler' },
    });

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seed(t.app);
  });
  afterAll(async () => t.close());

  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('refuses a wrong current password with 401 on the field currentPassword, changing nothing', async () => {
    const token = await tokenFor(t.app, users.operator);
    const response = await change(token, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', fields: { currentPassword: 'Your current password is not right.' } });
    expect((await me(token)).statusCode).toBe(200);
    expect((await login('otto@example.org', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the registration rules to the new password, with the same messages', async () => {
    const token = await tokenFor(t.app, users.operator);
    const short = await change(token, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ newPassword: 'Your password must be at least 8 characters.' });
    const long = await change(token, { currentPassword: TEST_PASSWORD, newPassword: 'x'.repeat(129) });
    expect(long.json().fields).toEqual({ newPassword: 'Your password must be at most 128 characters.' });
    const missing = await change(token, {});
    expect(Object.keys(missing.json().fields).sort()).toEqual(['currentPassword', 'newPassword']);
    const same = await change(token, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields.newPassword).toBe('Please choose a password different from your current one.');
  });

  it('ends every other session and keeps hers with the fresh token it answers', async () => {
    const other = await tokenFor(t.app, users.enabler);
    const own = await tokenFor(t.app, users.enabler);
    const response = await change(own, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token, user } = response.json();
    expect(user).toEqual({ ...users.enabler, mustChangePassword: false, mustSetUpTwoFactor: false });

    for (const old of [other, own]) {
      const refused = await me(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('Your password was changed. Please sign in again.');
    }
    expect((await me(token)).statusCode).toBe(200);
    expect((await login('ena@example.org', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('ena@example.org', NEW_PASSWORD)).statusCode).toBe(200);

    const events = await t.app.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('subject_id', '=', users.enabler._id)
      .orderBy('action')
      .execute();
    expect(events).toMatchObject([
      { action: 'password-changed', actor_id: users.enabler._id, subject_kind: 'account', created_at: clock().toISOString() },
      // The old password, tried after the change, is a failed sign-in (issue 26).
      { action: 'sign-in-failed', actor_id: null, subject_kind: 'account', occurrences: 1, detail: '127.0.0.x' },
    ]);
    const stored = await t.app.database.db.selectFrom('users').selectAll().where('id', '=', users.enabler._id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ session_version: 1, password_changed_at: clock().toISOString() });
  });

  it('counts wrong current passwords as failed logins of her e-mail from this client address: 429 after 5, right password included', async () => {
    const token = await tokenFor(t.app, users.locked);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await change(token, { currentPassword: 'guess', newPassword: NEW_PASSWORD })).statusCode).toBe(401);
    }
    const locked = await change(token, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('lou@example.org', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('is limited per address like login', async () => {
    const limited = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '2' });
    try {
      const [user] = Object.values(await seedAccounts(limited.app, { one: { name: 'Ona', email: 'ona@example.org', role: 'operator' } }));
      const token = await tokenFor(limited.app, user!);
      const call = () => limited.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: bearer(token), payload: {} });
      expect([(await call()).statusCode, (await call()).statusCode, (await call()).statusCode]).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('an account that must choose its own password (the first admin)', () => {
  let t: TestApp;
  let password: string;

  beforeAll(async () => {
    t = await createTestApp();
    password = /Password: (\S+)/.exec(t.announcements[0] ?? '')?.[1] ?? '';
    await seedAccounts(t.app, { enabler: { name: 'Ena', email: 'ena@example.org', role: 'enabler' } });
  });
  afterAll(async () => t.close());

  it('is told so at login and by me, and every other staff route answers 403 PASSWORD_CHANGE_REQUIRED', async () => {
    expect(t.announcements[0]).toContain('you will be asked to choose your own password first');
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@example.com', password } });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user).toMatchObject({ role: 'admin', mustChangePassword: true });

    for (const endpoint of staffEndpoints.filter((e) => e.allowed.admin !== undefined && !e.ungated)) {
      const gated = await t.app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: bearer(token),
        ...(endpoint.payload ? { payload: endpoint.payload } : {}),
      });
      expect({ url: endpoint.url, status: gated.statusCode }).toEqual({ url: endpoint.url, status: 403 });
      expect(gated.json()).toMatchObject({
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: 'Please choose your own password before you go on.',
      });
    }
    const who = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(who.json()).toMatchObject({ email: 'admin@example.com', mustChangePassword: true });
  });

  it('is let through everywhere once she has chosen her own', async () => {
    const { token: first } = (
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@example.com', password } })
    ).json();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(first),
      payload: { currentPassword: password, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const { token, user } = changed.json();
    expect(user.mustChangePassword).toBe(false);
    for (const endpoint of staffEndpoints.filter((e) => e.allowed.admin !== undefined && e.url !== '/api/auth/logout')) {
      const allowed = await t.app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: bearer(token),
        ...(endpoint.payload ? { payload: endpoint.payload } : {}),
      });
      expect(allowed.statusCode).not.toBe(403);
    }
  });
});
