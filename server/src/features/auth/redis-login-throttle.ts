import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LOGIN_FAILURE_WINDOW_MS, secondsUntilUnlocked, type LoginThrottle } from './login-throttle';

// Runs atomically in Redis, so concurrent logins in any process cannot all pass the check: drops
// failures older than the window, then either answers the time of the oldest failure that still
// locks the address, or counts this attempt and answers 0.
const BEGIN_SCRIPT = `
local key, now, window, max, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count >= max then
  local oldest = redis.call('ZRANGE', key, count - max, count - max, 'WITHSCORES')
  return oldest[2]
end
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, window)
return 0
`;

/**
 * The login throttle in Redis, shared by every process: one sorted set per e-mail address holding
 * the times of its counted attempts (score = time in ms), never more than `maxFailures`, and
 * expiring with the window. Same sliding-window rule as the in-process throttle.
 */
export function createRedisLoginThrottle(
  redis: Redis,
  prefix: string,
  maxFailures: number,
  windowMs = LOGIN_FAILURE_WINDOW_MS,
): LoginThrottle {
  const keyOf = (email: string) => `${prefix}login-failures:${email}`;

  return {
    async begin(email, now) {
      const nowMs = now.getTime();
      const attemptId = `${nowMs}:${randomBytes(4).toString('hex')}`;
      const oldest = Number(await redis.eval(BEGIN_SCRIPT, 1, keyOf(email), nowMs, windowMs, maxFailures, attemptId));
      if (oldest > 0) return { allowed: false, retryAfter: secondsUntilUnlocked(oldest, nowMs, windowMs) };
      return { allowed: true, attemptId };
    },
    async withdraw(email, attemptId) {
      await redis.zrem(keyOf(email), attemptId);
    },
    async reset(email) {
      await redis.del(keyOf(email));
    },
  };
}
