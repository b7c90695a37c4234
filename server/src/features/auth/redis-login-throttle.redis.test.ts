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

  it('locks an address after the fifth failure in 15 minutes and unlocks when the oldest ages out', async () => {
    const throttle = createRedisLoginThrottle(redis, prefix, 5);
    const start = new Date('2026-11-22T10:00:00Z').getTime();
    for (let i = 0; i < 5; i += 1) {
      expect(await throttle.retryAfter('a@b.co', new Date(start + i * 60_000))).toBe(0);
      await throttle.recordFailure('a@b.co', new Date(start + i * 60_000));
    }
    // Locked until the first failure (at start) is 15 minutes old.
    expect(await throttle.retryAfter('a@b.co', new Date(start + 5 * 60_000))).toBe(10 * 60);
    expect(await throttle.retryAfter('other@b.co', new Date(start + 5 * 60_000))).toBe(0);
    expect(await throttle.retryAfter('a@b.co', new Date(start + 15 * 60_000 + 1))).toBe(0);
  });

  it('is shared: failures recorded through one client lock the address for another', async () => {
    const other = new Redis(redisUrl);
    try {
      const first = createRedisLoginThrottle(redis, prefix, 2);
      const second = createRedisLoginThrottle(other, prefix, 2);
      const now = new Date('2026-11-22T11:00:00Z');
      await first.recordFailure('shared@b.co', now);
      await second.recordFailure('shared@b.co', now);
      expect(await first.retryAfter('shared@b.co', now)).toBeGreaterThan(0);
      await second.reset('shared@b.co');
      expect(await first.retryAfter('shared@b.co', now)).toBe(0);
    } finally {
      await other.quit();
    }
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
