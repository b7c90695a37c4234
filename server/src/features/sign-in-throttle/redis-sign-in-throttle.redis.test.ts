import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisSignInThrottle } from './redis-sign-in-throttle';
import { describeSignInThrottle } from './sign-in-throttle.behaviour';
import { signInRules } from './sign-in-throttle';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `wfc-test-${randomBytes(4).toString('hex')}:`;
const redis = new Redis(redisUrl);
const other = new Redis(redisUrl);

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await Promise.all([redis.quit(), other.quit()]);
});

describeSignInThrottle('the Redis sign-in throttle', (maxFailures) => createRedisSignInThrottle(redis, prefix, signInRules(maxFailures)));

describe('the Redis sign-in throttle, shared', () => {
  it('is atomic across clients: of 10 concurrent attempts through two connections exactly 5 begin, and the list is the same from both', async () => {
    const throttles = [redis, other].map((client) => createRedisSignInThrottle(client, `${prefix}shared:`, signInRules(5)));
    const now = new Date('2026-12-01T11:00:00Z');
    const subject = { email: 'shared@example.org', address: '192.0.2.50' };
    const attempts = await Promise.all(Array.from({ length: 10 }, (_, i) => throttles[i % 2]!.begin(subject, now)));
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(5);
    const [first, second] = await Promise.all(throttles.map((throttle) => throttle.list(now, 10)));
    expect(first).toEqual(second);
    expect(first?.entries).toMatchObject([{ ...subject, failures: 5, addressFailures: 5 }]);
    await throttles[1]!.clear(subject, now);
    expect(await throttles[0]!.begin(subject, now)).toMatchObject({ allowed: true });
  });
});
