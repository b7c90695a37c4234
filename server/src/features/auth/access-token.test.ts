import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, seedAccounts } from '../../../test/accounts';
import { createTestApp, fixedClock, type TestApp } from '../../../test/helpers';
import { CLOCK_SKEW_SECONDS, TOKEN_LIFETIME_SECONDS, verifyAccessToken } from './access-token';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const now = NOW.getTime() / 1000;

/** A token with the app's claims and key, its `iat` and `exp` chosen by the test (none when undefined). */
function sign(secret: string, userId: string, times: { iat?: number; exp: number }) {
  const jwt = new SignJWT({ role: 'admin', sv: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setJti(randomUUID());
  if (times.iat !== undefined) jwt.setIssuedAt(times.iat);
  return jwt.setExpirationTime(times.exp).sign(new TextEncoder().encode(secret));
}

// Finding 10 of issue 16: tokens with an `iat` in the future or an `exp` far ahead were accepted.
describe('a token is taken only within the lifetime it could have been signed with', () => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: fixedClock(NOW.toISOString()) });
    adminId = (await seedAccounts(t.app, { admin: { name: 'Ada Admin', email: 'ada@example.org', role: 'admin' } })).admin._id;
  });
  afterAll(async () => t.close());

  const verify = async (times: { iat?: number; exp: number }) =>
    verifyAccessToken(t.config.jwtSecret, await sign(t.config.jwtSecret, adminId, times), NOW);

  it('takes a token issued now for 8 hours, and one issued by a clock up to a minute ahead', async () => {
    expect(await verify({ iat: now, exp: now + TOKEN_LIFETIME_SECONDS })).toMatchObject({ userId: adminId, role: 'admin' });
    expect(await verify({ iat: now + CLOCK_SKEW_SECONDS, exp: now + CLOCK_SKEW_SECONDS + TOKEN_LIFETIME_SECONDS })).toBeDefined();
    expect(await verify({ iat: now - 3600, exp: now - 3600 + TOKEN_LIFETIME_SECONDS })).toBeDefined();
  });

  it.each([
    ['issued in the future', { iat: now + CLOCK_SKEW_SECONDS + 1, exp: now + TOKEN_LIFETIME_SECONDS }],
    ['issued a day from now', { iat: now + 86_400, exp: now + 86_400 + TOKEN_LIFETIME_SECONDS }],
    ['expiring in 30 days', { iat: now, exp: now + 30 * 86_400 }],
    ['living longer than 8 hours', { iat: now - 3600, exp: now + TOKEN_LIFETIME_SECONDS }],
    ['without iat', { exp: now + 3600 }],
  ])('refuses a token %s', async (_what, times) => {
    expect(await verify(times)).toBeUndefined();
  });

  it('answers such a token 401 on a staff route', async () => {
    const ahead = await sign(t.config.jwtSecret, adminId, { iat: now + 86_400, exp: now + 86_400 + TOKEN_LIFETIME_SECONDS });
    const response = await t.app.inject({ url: '/api/auth/me', headers: bearer(ahead) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const fine = await sign(t.config.jwtSecret, adminId, { iat: now, exp: now + TOKEN_LIFETIME_SECONDS });
    expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(fine) })).statusCode).toBe(200);
  });
});
