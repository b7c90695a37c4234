import { twoFactorMessages, type User } from '@wfc/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, TEST_PASSWORD } from '../../../test/accounts';
import { createTestApp, createTestDatabase, fixedClock, type TestApp } from '../../../test/helpers';
import { codeNow, enableTwoFactor, nextStep } from '../../../test/two-factor';
import { hotp, totpStepAt } from './totp';

/** Issue 16, finding 9: a sign-in with a second factor (decision 020). */
describe('login with two-factor sign-in', () => {
  let t: TestApp;
  const clock = fixedClock('2026-12-03T10:00:00.000Z');
  let users: Record<'ena' | 'otto' | 'olga' | 'rita' | 'dee', User>;
  const secrets = {} as Record<keyof typeof users, { secret: Buffer; recoveryCodes: string[] }>;

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seedAccounts(t.app, {
      ena: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' },
      otto: { name: 'Otto Operator', email: 'otto@example.org', role: 'operator' },
      olga: { name: 'Olga Operator', email: 'olga@example.org', role: 'operator' },
      rita: { name: 'Rita Replay', email: 'rita@example.org', role: 'enabler' },
      dee: { name: 'Dee Deactivated', email: 'dee@example.org', role: 'operator' },
    });
    for (const key of ['ena', 'otto', 'olga', 'rita', 'dee'] as const) secrets[key] = await enableTwoFactor(t.app, users[key], clock);
  });
  afterAll(async () => t.close());

  const login = (email: string, password = TEST_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const second = (challengeToken: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challengeToken, code } });
  async function challengeFor(user: User): Promise<string> {
    const response = await login(user.email);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['challengeToken', 'twoFactorRequired']);
    return response.json().challengeToken;
  }

  it('answers a right password with a challenge and no token; the app code then signs in as login does', async () => {
    const response = await login('ena@example.org');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { twoFactorRequired, challengeToken } = response.json();
    expect(twoFactorRequired).toBe(true);
    expect(challengeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is kept, for five minutes.
    const stored = await t.app.database.db
      .selectFrom('login_challenges')
      .selectAll()
      .where('user_id', '=', users.ena._id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(challengeToken);
    expect(Date.parse(stored.expires_at) - clock().getTime()).toBe(5 * 60_000);
    // The password step alone does not count as a sign-in.
    const before = await t.app.database.db
      .selectFrom('users')
      .select('last_sign_in_at')
      .where('id', '=', users.ena._id)
      .executeTakeFirstOrThrow();
    expect(before.last_sign_in_at).toBeNull();

    const done = await second(challengeToken, codeNow(secrets.ena.secret, clock));
    expect(done.statusCode).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
    const { token, user } = done.json();
    expect(user).toEqual({ ...users.ena, mustChangePassword: false, mustSetUpTwoFactor: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);
    const after = await t.app.database.db
      .selectFrom('users')
      .select('last_sign_in_at')
      .where('id', '=', users.ena._id)
      .executeTakeFirstOrThrow();
    expect(after.last_sign_in_at).toBe(clock().toISOString());
    // The challenge is used up.
    nextStep(clock);
    const again = await second(challengeToken, codeNow(secrets.ena.secret, clock));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'TWO_FACTOR_CHALLENGE_INVALID', message: twoFactorMessages.challengeInvalid });
  });

  it('still answers a wrong password with 401 and no challenge', async () => {
    const response = await login('ena@example.org', 'not her password');
    expect(response.statusCode).toBe(401);
    expect(response.json().challengeToken).toBeUndefined();
  });

  it('refuses a code already taken, even on a new challenge within its window', async () => {
    nextStep(clock);
    const code = codeNow(secrets.rita.secret, clock);
    expect((await second(await challengeFor(users.rita), code)).statusCode).toBe(200);
    const replay = await second(await challengeFor(users.rita), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_INVALID', fields: { code: twoFactorMessages.codeUsed } });
    // The previous step's code is older than the one taken: refused too, though inside the ±1 window.
    const older = hotp(secrets.rita.secret, totpStepAt(clock()) - 1);
    expect((await second(await challengeFor(users.rita), older)).json().fields).toEqual({ code: twoFactorMessages.codeUsed });
    nextStep(clock);
    expect((await second(await challengeFor(users.rita), codeNow(secrets.rita.secret, clock))).statusCode).toBe(200);
  });

  it('takes a recovery code once (audited with how many are left); dashes, spaces and case do not matter', async () => {
    const [first = '', next = ''] = secrets.otto.recoveryCodes;
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    const done = await second(await challengeFor(users.otto), typed);
    expect(done.statusCode).toBe(200);
    const reused = await second(await challengeFor(users.otto), first);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_INVALID', fields: { code: twoFactorMessages.wrongCode } });
    expect((await second(await challengeFor(users.otto), next)).statusCode).toBe(200);
    const audit = await t.app.database.db
      .selectFrom('audit_events')
      .select('detail')
      .where('subject_id', '=', users.otto._id)
      .where('action', '=', 'recovery-code-used')
      .execute();
    // Both at the same fixed time: compared without their order.
    expect(audit.map((line) => line.detail).sort()).toEqual(['8 left', '9 left']);
  });

  it('ends a challenge after five attempts, the right code then included', async () => {
    const challenge = await challengeFor(users.ena);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await second(challenge, '000000');
      expect({ attempt, status: wrong.statusCode, code: wrong.json().code }).toEqual({
        attempt,
        status: 401,
        code: 'TWO_FACTOR_CODE_INVALID',
      });
    }
    const fifth = await second(challenge, '000000');
    expect(fifth.json()).toMatchObject({ code: 'TWO_FACTOR_CHALLENGE_INVALID', message: twoFactorMessages.challengeInvalid });
    nextStep(clock);
    expect((await second(challenge, codeNow(secrets.ena.secret, clock))).json().code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    // A fresh sign-in gets a fresh challenge; her right code works there.
    expect((await second(await challengeFor(users.ena), codeNow(secrets.ena.secret, clock))).statusCode).toBe(200);
  });

  it('allows ten wrong codes per account in 15 minutes over every challenge, then 429 with Retry-After', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const challenge = await challengeFor(users.olga);
      expect((await second(challenge, '111111')).statusCode).toBe(401);
    }
    const locked = await login('olga@example.org');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(`${twoFactorMessages.tooManyWrongCodes} 15 minutes and try again.`);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    clock.set(new Date(clock().getTime() + 15 * 60_000).toISOString());
    expect((await second(await challengeFor(users.olga), codeNow(secrets.olga.secret, clock))).statusCode).toBe(200);
  });

  it('expires a challenge after five minutes, and refuses a malformed one alike', async () => {
    const challenge = await challengeFor(users.ena);
    clock.set(new Date(clock().getTime() + 5 * 60_000).toISOString());
    expect((await second(challenge, codeNow(secrets.ena.secret, clock))).json().code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    expect((await second('not-a-token', '123456')).json().code).toBe('TWO_FACTOR_CHALLENGE_INVALID');
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload: { challengeToken: challenge } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ code: twoFactorMessages.codeRequired });
  });

  it('refuses an account deactivated while its challenge was open', async () => {
    nextStep(clock);
    const challenge = await challengeFor(users.dee);
    await t.app.database.db.updateTable('users').set({ status: 'deactivated' }).where('id', '=', users.dee._id).execute();
    const response = await second(challenge, codeNow(secrets.dee.secret, clock));
    expect(response.statusCode).toBe(403);
    expect(response.json().token).toBeUndefined();
  });
});

describe('a new JWT_SECRET', () => {
  it('turns app codes off (the sealed secret no longer opens); recovery codes still sign in', async () => {
    const clock = fixedClock('2026-12-03T10:00:00.000Z');
    const database = await createTestDatabase();
    const first = await createTestApp({}, { clock }, database);
    const { ena } = await seedAccounts(first.app, { ena: { name: 'Ena Enabler', email: 'ena@example.org', role: 'enabler' } });
    const { secret, recoveryCodes } = await enableTwoFactor(first.app, ena, clock);
    await first.close();

    const second = await createTestApp({ JWT_SECRET: 'a-new-jwt-secret-of-at-least-32-characters' }, { clock }, database);
    try {
      const challenge = async () =>
        (await second.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ena.email, password: TEST_PASSWORD } })).json()
          .challengeToken as string;
      const byApp = await second.app.inject({
        method: 'POST',
        url: '/api/auth/login/two-factor',
        payload: { challengeToken: await challenge(), code: codeNow(secret, clock) },
      });
      expect(byApp.statusCode).toBe(401);
      const byRecovery = await second.app.inject({
        method: 'POST',
        url: '/api/auth/login/two-factor',
        payload: { challengeToken: await challenge(), code: recoveryCodes[0] },
      });
      expect(byRecovery.statusCode).toBe(200);
    } finally {
      await second.close();
      await database.drop();
    }
  });
});
