import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LOGIN_FAILURE_WINDOW_MS, type LoginThrottle } from './login-throttle';

/**
 * The login throttle in Redis, shared by every process: one sorted set per e-mail address holding
 * the times of its recent failures (score = time in ms), trimmed to the newest `maxFailures` and
 * expiring with the window. Same sliding-window rule as the in-process throttle.
 */
export function createRedisLoginThrottle(redis: Redis, prefix: string, maxFailures: number, windowMs = LOGIN_FAILURE_WINDOW_MS): LoginThrottle {
  const keyOf = (email: string) => `${prefix}login-failures:${email}`;

  return {
    async retryAfter(email, now) {
      const key = keyOf(email);
      const nowMs = now.getTime();
      const results = await redis
        .multi()
        .zremrangebyscore(key, '-inf', nowMs - windowMs)
        .zrange(key, 0, -1, 'WITHSCORES')
        .exec();
      const entries = (results?.[1]?.[1] as string[] | undefined) ?? [];
      const times = entries.filter((_, index) => index % 2 === 1).map(Number);
      if (times.length < maxFailures) return 0;
      const unlocksAt = (times[times.length - maxFailures] ?? nowMs) + windowMs;
      return Math.max(1, Math.ceil((unlocksAt - nowMs) / 1000));
    },
    async recordFailure(email, now) {
      const key = keyOf(email);
      const nowMs = now.getTime();
      await redis
        .multi()
        .zremrangebyscore(key, '-inf', nowMs - windowMs)
        .zadd(key, nowMs, `${nowMs}:${randomBytes(4).toString('hex')}`)
        .zremrangebyrank(key, 0, -(maxFailures + 1))
        .pexpire(key, windowMs)
        .exec();
    },
    async reset(email) {
      await redis.del(keyOf(email));
    },
  };
}
