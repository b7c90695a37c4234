import type { SignInThrottleEntry, User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, TEST_PASSWORD, tokenFor } from '../../../test/accounts';
import { closedPort } from '../../../test/closed-port';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';

// The role matrix of these routes (401 for every bad credential, 403 for operators and enablers)
// is in auth/require-role.test.ts with every other staff endpoint.

const ATTACKER = '203.0.113.66';
const VICTIM = '198.51.100.20';

describe('sign-in: throttled by e-mail and client address (issue 16, finding 1)', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-01T10:00:00.000Z');
  let users: Record<'admin' | 'operator', User>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' },
      operator: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
    });
  });
  afterAll(async () => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
  const admin = async () => bearer(await tokenFor(t.app, users.admin));
  const list = async () => t.app.inject({ method: 'GET', url: '/api/admin/sign-in-throttles', headers: await admin() });
  const clear = async (payload: object) =>
    t.app.inject({ method: 'DELETE', url: '/api/admin/sign-in-throttles', headers: await admin(), payload });

  it("never refuses the admin's right password from her own address, however often another address failed on her e-mail", async () => {
    for (let minute = 0; minute < 5; minute += 1) {
      clock.set(`2026-12-01T10:0${minute}:00.000Z`);
      expect((await login('ada@example.org', 'a guess', ATTACKER)).statusCode).toBe(401);
    }
    clock.set('2026-12-01T10:05:00.000Z');
    const locked = await login('ada@example.org', TEST_PASSWORD, ATTACKER);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(locked.headers['retry-after']).toBe(String(10 * 60));

    const own = await login('ada@example.org', TEST_PASSWORD, VICTIM);
    expect(own.statusCode).toBe(200);
    expect(own.json().user).toMatchObject({ _id: users.admin._id });
    // Her success clears nothing of the attacker's: he is still locked out of her e-mail.
    expect((await login('ada@example.org', TEST_PASSWORD, ATTACKER)).statusCode).toBe(429);
  });

  it('lists the throttle for the admin, with the e-mail, the address, the failures and until when it is locked', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.json()).toEqual<SignInThrottleEntry[]>([
      {
        email: 'ada@example.org',
        address: ATTACKER,
        failures: 5,
        addressFailures: 5,
        lastFailureAt: '2026-12-01T10:04:00.000Z',
        lockedUntil: '2026-12-01T10:15:00.000Z',
      },
    ]);
  });

  it('clears one throttle named in the body, audited in the same transaction; the address may try again at once', async () => {
    clock.set('2026-12-01T10:06:00.000Z');
    const cleared = await clear({ email: 'ADA@example.org ', address: ATTACKER });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: 'Throttle cleared. That address may try that e-mail again now.' });
    expect((await list()).json()).toEqual([]);

    const events = await t.app.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('action', '=', 'sign-in-throttle-cleared')
      .execute();
    expect(events).toMatchObject([
      {
        actor_id: users.admin._id,
        subject_kind: 'sign-in-throttle',
        subject_id: users.admin._id,
        detail: '5 failed sign-ins forgotten',
        created_at: clock().toISOString(),
      },
    ]);
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: await admin() });
    expect(audit.json()[0]).toMatchObject({
      action: 'sign-in-throttle-cleared',
      subjectKind: 'sign-in-throttle',
      subjectName: 'Ada Admin',
    });

    expect((await login('ada@example.org', 'another guess', ATTACKER)).statusCode).toBe(401);
  });

  it('answers 404 when nothing is left to clear, and 400 for a body that names no throttle', async () => {
    const gone = await clear({ email: 'nobody@example.org', address: ATTACKER });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND', message: 'That throttle has already ended.' });
    const bad = await clear({ email: 'not an address', address: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['address', 'email']);
    expect(
      await t.app.database.db.selectFrom('audit_events').select('id').where('action', '=', 'sign-in-throttle-cleared').execute(),
    ).toHaveLength(1);
  });

  it('counts wrong current passwords of a change of password by her e-mail and this address', async () => {
    const token = await tokenFor(t.app, users.operator);
    const change = (currentPassword: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(token),
        payload: { currentPassword, newPassword: 'a new passphrase' },
        remoteAddress,
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await change('guess', ATTACKER)).statusCode).toBe(401);
    expect((await change(TEST_PASSWORD, ATTACKER)).statusCode).toBe(429);
    expect((await login('otto@example.org', TEST_PASSWORD, VICTIM)).statusCode).toBe(200);
  });
});

describe('sign-in: one address guessing across e-mails is slowed down progressively', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-01T12:00:00.000Z');

  beforeAll(async () => {
    // LOGIN_MAX_FAILURES=2: an address is delayed from its 4th failure and locked at its 8th.
    t = await createTestApp({ LOGIN_MAX_FAILURES: '2' }, { clock });
    await seedAccounts(t.app, { enabler: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' } });
  });
  afterAll(async () => t.close());

  const guess = (n: number, remoteAddress = ATTACKER) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `guess${n}@example.org`, password: 'a guess' },
      remoteAddress,
    });
  const at = (seconds: number) => clock.set(new Date(Date.parse('2026-12-01T12:00:00.000Z') + seconds * 1000).toISOString());

  it('answers 429 with a Retry-After of 1 s, 2 s, 4 s… while the right password from another address goes through', async () => {
    for (let n = 1; n <= 4; n += 1) expect((await guess(n)).statusCode).toBe(401);
    const first = await guess(5);
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    at(1);
    expect((await guess(5)).statusCode).toBe(401);
    expect((await guess(6)).headers['retry-after']).toBe('2');
    at(3);
    expect((await guess(6)).statusCode).toBe(401);
    const third = await guess(7);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('4');
    expect(third.json().message).toBe('Too many requests. Please wait 4 seconds and try again.');

    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ena@example.org', password: TEST_PASSWORD },
      remoteAddress: VICTIM,
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('sign-in when the configured Redis does not answer (issue 16, fail closed)', () => {
  let t: TestApp;
  let users: Record<'admin', User>;

  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    users = await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } });
  });
  afterAll(async () => t.close());

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After: 30 to the right password, never a 500 and never an unthrottled sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ada@example.org', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({
      error: 'Signing in is briefly unavailable. Please try again in a moment.',
      message: 'Signing in is briefly unavailable. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
    });
    const token = await tokenFor(t.app, users.admin);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a new passphrase' },
    });
    expect(change.statusCode).toBe(503);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/sign-in-throttles', headers: bearer(token) });
    expect(listed.statusCode).toBe(503);
    expect(t.logs.join('')).not.toContain('ada@example.org');
  });
});

describe('sign-in when the hashing queue is full (issue 16, finding 2)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ HASH_WORKERS: '1', HASH_QUEUE: '1' });
  });
  afterAll(async () => t.close());

  it('answers 503 HASHING_BUSY with Retry-After to what does not fit, and does not count it as a failure', async () => {
    const addresses = ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4'];
    const responses = await Promise.all(
      addresses.map((remoteAddress) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'someone@example.org', password: 'a guess' },
          remoteAddress,
        }),
      ),
    );
    // One hashing, one waiting; the other two refused at once.
    expect(responses.map((response) => response.statusCode).sort()).toEqual([401, 401, 503, 503]);
    const busy = responses.filter((response) => response.statusCode === 503);
    for (const response of busy) {
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        code: 'HASHING_BUSY',
        message: 'Many people are signing in right now. Please try again in a few seconds.',
      });
    }
    const admin = (await seedAccounts(t.app, { admin: { name: 'Ada', email: 'ada@example.org', role: 'admin' } })).admin;
    const listed: SignInThrottleEntry[] = (
      await t.app.inject({ method: 'GET', url: '/api/admin/sign-in-throttles', headers: bearer(await tokenFor(t.app, admin)) })
    ).json();
    expect(listed.map((entry) => entry.failures)).toEqual([1, 1]);
  });
});
