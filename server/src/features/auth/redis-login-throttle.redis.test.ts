import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createRedisLoginThrottle } from './redis-login-throttle';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `wfc-test-${randomBytes(4).toString('hex')}:`;

async function removeKeys(redis: Redis) {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
}

describe('Redis login throttle', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    await removeKeys(redis);
    await redis.quit();
  });

  it('counts five attempts in 15 minutes, then locks the address until the oldest ages out', async () => {
    const throttle = createRedisLoginThrottle(redis, prefix, 5);
    const start = new Date('2026-11-22T10:00:00Z').getTime();
    for (let i = 0; i < 5; i += 1) {
      expect(await throttle.begin('a@b.co', new Date(start + i * 60_000))).toMatchObject({ allowed: true });
    }
    // Locked until the first attempt (at start) is 15 minutes old.
    expect(await throttle.begin('a@b.co', new Date(start + 5 * 60_000))).toEqual({ allowed: false, retryAfter: 10 * 60 });
    expect(await throttle.begin('other@b.co', new Date(start + 5 * 60_000))).toMatchObject({ allowed: true });
    expect(await throttle.begin('a@b.co', new Date(start + 15 * 60_000 + 1))).toMatchObject({ allowed: true });
  });

  it('is shared and atomic: of 10 concurrent attempts through two clients exactly 5 begin', async () => {
    const other = new Redis(redisUrl);
    try {
      const throttles = [createRedisLoginThrottle(redis, prefix, 5), createRedisLoginThrottle(other, prefix, 5)];
      const now = new Date('2026-11-22T11:00:00Z');
      const attempts = await Promise.all(Array.from({ length: 10 }, (_, i) => throttles[i % 2]!.begin('shared@b.co', now)));
      expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(5);
      await throttles[1]!.reset('shared@b.co');
      expect(await throttles[0]!.begin('shared@b.co', now)).toMatchObject({ allowed: true });
    } finally {
      await other.quit();
    }
  });

  it('un-counts a withdrawn attempt only', async () => {
    const throttle = createRedisLoginThrottle(redis, prefix, 2);
    const now = new Date('2026-11-22T12:00:00Z');
    const first = await throttle.begin('withdrawn@b.co', now);
    await throttle.begin('withdrawn@b.co', now);
    expect(await throttle.begin('withdrawn@b.co', now)).toMatchObject({ allowed: false });
    if (!first.allowed) throw new Error('the first attempt should have begun');
    await throttle.withdraw('withdrawn@b.co', first.attemptId);
    expect(await throttle.begin('withdrawn@b.co', now)).toMatchObject({ allowed: true });
    expect(await throttle.begin('withdrawn@b.co', now)).toMatchObject({ allowed: false });
  });
});

describe('concurrent logins for one address, two app instances on one Redis', () => {
  const apps: TestApp[] = [];
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_FORMS_PER_MINUTE: '100' };
    apps.push(...(await Promise.all([createTestApp(env), createTestApp(env)])));
  });
  afterAll(async () => Promise.all(apps.map((t) => t.close())));

  it('checks at most 5 of 10 concurrent wrong passwords; the rest get 429', async () => {
    // An unknown address fails like a wrong password, so neither database needs the account.
    const payload = { email: 'guessed@example.org', password: 'wrong password' };
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => apps[i % 2]!.app.inject({ method: 'POST', url: '/api/auth/login', payload })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });
});

describe('rate limits in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let redis: Redis;
  const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_FORMS_PER_MINUTE: '3' };
  beforeAll(async () => {
    redis = new Redis(redisUrl);
    [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await removeKeys(redis);
    await redis.quit();
  });

  it('counts one client across two app instances together', async () => {
    const payload = { requesterName: 'A', requesterEmail: 'a@b.co', question: 'q' };
    const post = (t: TestApp) => t.app.inject({ method: 'POST', url: '/api/help', payload });
    expect((await post(a)).statusCode).toBe(201);
    expect((await post(b)).statusCode).toBe(201);
    expect((await post(a)).statusCode).toBe(201);
    const limited = await post(b);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await redis.keys(`${prefix}rate-limit:*`)).length).toBeGreaterThan(0);
  });
});
