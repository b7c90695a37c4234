import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts, TEST_PASSWORD } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';

describe('accounts: register, login, me, logout', () => {
  let t: TestApp;
  const clock = fixedClock('2026-11-20T10:00:00.000Z');
  let users: Awaited<ReturnType<typeof seed>>;
  const seed = (app: TestApp['app']) =>
    seedAccounts(app, {
      operator: { name: 'Olivia Operator', email: 'olivia@example.org', role: 'operator' },
      pending: { name: 'Pia Pending', email: 'pia@example.org', role: 'enabler', status: 'pending' },
      disabled: { name: 'Dora Disabled', email: 'dora@example.org', role: 'enabler', status: 'deactivated' },
      throttled: { name: 'Theo Throttled', email: 'theo@example.org', role: 'enabler' },
    });

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    users = await seed(t.app);
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });
  const countUsers = async (email: string) => {
    const rows = await t.app.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
    return rows.length;
  };

  it('registers an enabler or operator as a pending account that cannot sign in yet', async () => {
    const response = await post('/api/auth/register', {
      name: ' Rhea Register ',
      email: 'Rhea@Example.org',
      password: 'a long password',
      role: 'operator',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Registered successfully. Please login.' });
    const stored = await t.app.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'rhea@example.org')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Rhea Register', role: 'operator', status: 'pending' });
    // scrypt, at the tests' cost (createTestApp's passwordHashCost; the production cost is checked in password-hash.test.ts).
    expect(stored.password_hash).toMatch(/^scrypt\$14\$8\$1\$/);

    const pending = await login('rhea@example.org', 'a long password');
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ code: 'ACCOUNT_PENDING', message: 'Your account is awaiting approval by an administrator.' });
  });

  it('refuses to register an admin, a bad role or a short password, with 400', async () => {
    for (const role of ['admin', 'member', undefined]) {
      const response = await post('/api/auth/register', { name: 'X', email: 'x@example.org', password: 'a long password', role });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('role');
    }
    const short = await post('/api/auth/register', { name: 'X', email: 'x@example.org', password: 'short', role: 'enabler' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe('Your password must be at least 8 characters.');
    expect(await countUsers('x@example.org')).toBe(0);
  });

  // Issue 26: a 409 told anyone which addresses have an account. The answer is a new address's; the owner is told by e-mail.
  it('answers a taken address exactly as a new one, and e-mails the account holder instead, whatever the case of the address', async () => {
    const outbox = (email: string) =>
      t.app.database.db.selectFrom('outbox_messages').select(['kind', 'data']).where('recipient', '=', email).execute();
    const fresh = await post('/api/auth/register', {
      name: 'Nova New',
      email: 'nova@example.org',
      password: 'a long password',
      role: 'enabler',
    });
    const taken = await post('/api/auth/register', {
      name: 'Again',
      email: 'OLIVIA@example.org',
      password: 'a long password',
      role: 'enabler',
    });
    expect([taken.statusCode, taken.headers['content-type'], taken.body]).toEqual([
      fresh.statusCode,
      fresh.headers['content-type'],
      fresh.body,
    ]);
    expect(await countUsers('olivia@example.org')).toBe(1);
    const toOlivia = await outbox('olivia@example.org');
    expect(toOlivia.map((mail) => mail.kind)).toEqual(['registration-repeated']);
    expect(JSON.parse(toOlivia[0]!.data!)).toEqual({ name: 'Olivia Operator', loginUrl: expect.stringMatching(/\/login$/) });
    // A registration still waiting to prove its address gets a fresh verification link instead.
    await post('/api/auth/register', { name: 'Nova New', email: 'nova@example.org', password: 'a long password', role: 'enabler' });
    expect((await outbox('nova@example.org')).map((mail) => mail.kind)).toEqual(['verify-email', 'verify-email']);
  });

  it('lets exactly one of two concurrent registrations of one address through, answering both alike', async () => {
    const body = { name: 'Twin', email: 'twin@example.org', password: 'a long password', role: 'enabler' };
    const responses = await Promise.all([post('/api/auth/register', body), post('/api/auth/register', body)]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await countUsers('twin@example.org')).toBe(1);
  });

  it('gives the same 401 for an unknown address and a wrong password', async () => {
    const unknown = await login('nobody@example.org', TEST_PASSWORD);
    const wrong = await login('olivia@example.org', 'not the password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
  });

  it('tells a pending or disabled account so only after the password is right', async () => {
    const wrong = await login('pia@example.org', 'not the password');
    expect(wrong.statusCode).toBe(401);
    const pending = await login('pia@example.org', TEST_PASSWORD);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe('Your account is awaiting approval by an administrator.');
    const disabled = await login('dora@example.org', TEST_PASSWORD);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().code).toBe('FORBIDDEN');
  });

  it('signs in, tells who is signed in, and refuses the token once logged out', async () => {
    const response = await login(' Olivia@Example.ORG ', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user).toEqual({
      _id: users.operator._id,
      name: 'Olivia Operator',
      email: 'olivia@example.org',
      role: 'operator',
      mustChangePassword: false,
      mustSetUpTwoFactor: false,
    });
    expect(token.split('.')).toHaveLength(3);
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    expect(claims).toMatchObject({ sub: users.operator._id, role: 'operator' });
    expect(claims.exp - claims.iat).toBe(8 * 60 * 60);
    expect(typeof claims.jti).toBe('string');

    expect(response.headers['cache-control']).toBe('no-store');

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
    expect(me.headers['cache-control']).toBe('no-store');

    const logout = await post('/api/auth/logout', {}, bearer(token));
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    const revoked = await t.app.database.db
      .selectFrom('revoked_tokens')
      .selectAll()
      .where('jti', '=', claims.jti)
      .executeTakeFirstOrThrow();
    expect(revoked.expires_at).toBe(new Date(claims.exp * 1000).toISOString());

    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect((await post('/api/auth/logout', {}, bearer(token))).statusCode).toBe(401);

    // A new login gets a new token that works.
    const again = await login('olivia@example.org', TEST_PASSWORD);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(again.json().token) })).statusCode).toBe(200);
  });

  it('sweeps revocations of expired tokens at the next logout', async () => {
    await t.app.database.db
      .insertInto('revoked_tokens')
      .values({ jti: 'long-expired', expires_at: '2026-11-19T00:00:00.000Z', created_at: '2026-11-18T16:00:00.000Z' })
      .execute();
    const { token } = (await login('olivia@example.org', TEST_PASSWORD)).json();
    expect((await post('/api/auth/logout', {}, bearer(token))).statusCode).toBe(204);
    const rows = await t.app.database.db.selectFrom('revoked_tokens').select('jti').execute();
    expect(rows.map((row) => row.jti)).not.toContain('long-expired');
  });

  it('after 5 failures from one address in 15 minutes answers that address 429 even to the right password, until the window has passed', async () => {
    for (let i = 0; i < 5; i += 1) {
      clock.set(`2026-11-20T11:0${i}:00.000Z`);
      expect((await login('theo@example.org', 'wrong password')).statusCode).toBe(401);
    }
    clock.set('2026-11-20T11:05:00.000Z');
    const locked = await login('theo@example.org', TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    // Unlocks when the first failure (11:00) is 15 minutes old.
    expect(locked.headers['retry-after']).toBe(String(10 * 60));
    // Other e-mail addresses are not affected (another client address neither: sign-in-throttle.routes.test.ts).
    expect((await login('olivia@example.org', TEST_PASSWORD)).statusCode).toBe(200);

    clock.set('2026-11-20T11:14:59.000Z');
    expect((await login('theo@example.org', TEST_PASSWORD)).statusCode).toBe(429);
    clock.set('2026-11-20T11:15:00.000Z');
    expect((await login('theo@example.org', TEST_PASSWORD)).statusCode).toBe(200);
    clock.set('2026-11-20T10:00:00.000Z');
  });

  it('never writes a password, a token or a full e-mail address to the logs', async () => {
    const response = await login('olivia@example.org', TEST_PASSWORD);
    const { token } = response.json();
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    await post('/api/auth/register', {
      name: 'Logged',
      email: 'logged.person@example.org',
      password: 'secret-register-pw',
      role: 'enabler',
    });
    const logs = t.logs.join('');
    expect(logs).toContain('signed in');
    for (const secret of [
      TEST_PASSWORD,
      'secret-register-pw',
      'a long password',
      token,
      token.split('.')[2],
      'logged.person@example.org',
      'olivia@example.org',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('concurrent logins for one e-mail from one client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-client limit raised, so only the sign-in throttle stands in the way.
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '100' });
    await seedAccounts(t.app, {
      guessed: { name: 'Gia Guessed', email: 'gia@example.org', role: 'enabler' },
      forgetful: { name: 'Fay Forgetful', email: 'fay@example.org', role: 'enabler' },
    });
  });
  afterAll(async () => t.close());

  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('checks at most 5 of 10 concurrent wrong passwords; the rest, and then the right one, get 429', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => login('gia@example.org', 'wrong password')));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    for (const response of responses.filter((r) => r.statusCode === 429))
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('gia@example.org', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('lets the right password in after 4 concurrent failures, and starts counting again', async () => {
    const wrong = await Promise.all(Array.from({ length: 4 }, () => login('fay@example.org', 'wrong password')));
    expect(wrong.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
    expect((await login('fay@example.org', TEST_PASSWORD)).statusCode).toBe(200);
    const again = await Promise.all(Array.from({ length: 4 }, () => login('fay@example.org', 'wrong password')));
    expect(again.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
  });
});

describe('per-address rate limit of login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FORMS_PER_MINUTE: '2' });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After once an address has used its budget, across e-mails', async () => {
    const attempt = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: '' } });
    // Empty passwords fail validation (400) without hashing, and still count against the budget.
    expect((await attempt('a@example.org')).statusCode).toBe(400);
    expect((await attempt('b@example.org')).statusCode).toBe(400);
    const limited = await attempt('c@example.org');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
