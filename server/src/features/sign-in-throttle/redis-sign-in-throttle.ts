import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  addressKeyOf,
  pairKeyOf,
  refusal,
  stateOf,
  subjectOfPairKey,
  throttleUnavailable,
  type SignInRules,
  type SignInSubject,
  type SignInThrottle,
  type ThrottleState,
} from './sign-in-throttle';

// Runs atomically in Redis, so concurrent sign-ins in any process cannot all pass the check. KEYS:
// the pair's failures, the address's failures (sorted sets: member = attempt id, score = time in
// ms) and the index of pairs (member = pair key, score = its last failure) that the admin's list
// reads. Drops what has aged out, then answers the milliseconds to wait by waitMs's rule
// (sign-in-throttle.ts), or counts the attempt in all three and answers 0.
const BEGIN_SCRIPT = `
local pair, address, index = KEYS[1], KEYS[2], KEYS[3]
local now, window = tonumber(ARGV[1]), tonumber(ARGV[2])
local pairMax, addressFree, addressMax = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local firstDelay, maxDelay, member, pairId = tonumber(ARGV[6]), tonumber(ARGV[7]), ARGV[8], ARGV[9]
redis.call('ZREMRANGEBYSCORE', pair, '-inf', now - window)
redis.call('ZREMRANGEBYSCORE', address, '-inf', now - window)
redis.call('ZREMRANGEBYSCORE', index, '-inf', now - window)
local untilMs = 0
local pairCount = redis.call('ZCARD', pair)
if pairCount >= pairMax then
  local oldest = redis.call('ZRANGE', pair, pairCount - pairMax, pairCount - pairMax, 'WITHSCORES')
  untilMs = math.max(untilMs, tonumber(oldest[2]) + window)
end
local count = redis.call('ZCARD', address)
if count >= addressMax then
  local oldest = redis.call('ZRANGE', address, count - addressMax, count - addressMax, 'WITHSCORES')
  untilMs = math.max(untilMs, tonumber(oldest[2]) + window)
end
if count >= addressFree then
  local latest = redis.call('ZRANGE', address, -1, -1, 'WITHSCORES')
  untilMs = math.max(untilMs, tonumber(latest[2]) + math.min(maxDelay, firstDelay * 2 ^ (count - addressFree)))
end
if untilMs > now then return untilMs - now end
redis.call('ZADD', pair, now, member)
redis.call('PEXPIRE', pair, window)
redis.call('ZADD', address, now, member)
redis.call('PEXPIRE', address, window)
redis.call('ZADD', index, now, pairId)
redis.call('PEXPIRE', index, window)
return 0
`;

// Forgets a pair's failures, on its address's count too, and drops it from the index; answers how
// many failures it forgot.
const CLEAR_SCRIPT = `
local pair, address, index = KEYS[1], KEYS[2], KEYS[3]
redis.call('ZREMRANGEBYSCORE', pair, '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
local members = redis.call('ZRANGE', pair, 0, -1)
if #members > 0 then redis.call('ZREM', address, unpack(members)) end
redis.call('DEL', pair)
redis.call('ZREM', index, ARGV[3])
return #members
`;

/** Scores of a `ZRANGEBYSCORE … WITHSCORES` reply (member, score, member, score…), oldest first. */
const scoresOf = (reply: unknown): number[] => (Array.isArray(reply) ? reply.filter((_, i) => i % 2 === 1).map(Number) : []);

/**
 * The sign-in throttle in Redis, shared by every process, with the same rules as the in-process one.
 * If Redis fails, every call throws a 503 SERVICE_UNAVAILABLE (throttleUnavailable): sign-in fails
 * closed.
 */
export function createRedisSignInThrottle(redis: Redis, prefix: string, rules: SignInRules): SignInThrottle {
  const indexKey = `${prefix}sign-in:pairs`;
  const keysOf = (pairId: string, address: string) => [`${prefix}sign-in:pair:${pairId}`, `${prefix}sign-in:address:${address}`, indexKey];
  const failClosed = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw throttleUnavailable(error);
    }
  };

  async function clear(subject: SignInSubject, now: Date): Promise<number> {
    const pairId = pairKeyOf(subject);
    return failClosed(async () =>
      Number(await redis.eval(CLEAR_SCRIPT, 3, ...keysOf(pairId, addressKeyOf(subject.address)), now.getTime(), rules.windowMs, pairId)),
    );
  }

  return {
    async begin(subject, now) {
      const nowMs = now.getTime();
      const pairId = pairKeyOf(subject);
      const attemptId = `${nowMs}:${randomBytes(6).toString('hex')}`;
      const { windowMs, pairMax, addressFree, addressMax, firstDelayMs, maxDelayMs } = rules;
      const keys = keysOf(pairId, addressKeyOf(subject.address));
      const args = [nowMs, windowMs, pairMax, addressFree, addressMax, firstDelayMs, maxDelayMs, attemptId, pairId];
      const wait = await failClosed(async () => Number(await redis.eval(BEGIN_SCRIPT, 3, ...keys, ...args)));
      return wait > 0 ? refusal(wait) : { allowed: true, attemptId };
    },
    async withdraw(subject, attemptId) {
      const [pair = '', address = ''] = keysOf(pairKeyOf(subject), addressKeyOf(subject.address));
      await failClosed(() => redis.multi().zrem(pair, attemptId).zrem(address, attemptId).exec());
    },
    async succeed(subject, now) {
      await clear(subject, now);
    },
    clear,
    async list(now, limit) {
      const nowMs = now.getTime();
      const since = nowMs - rules.windowMs;
      return failClosed(async () => {
        await redis.zremrangebyscore(indexKey, '-inf', since);
        const [total, pairIds] = await Promise.all([redis.zcard(indexKey), redis.zrevrange(indexKey, 0, limit - 1)]);
        const reads = redis.pipeline();
        for (const pairId of pairIds) {
          const [pair = '', address = ''] = keysOf(pairId, subjectOfPairKey(pairId).address);
          reads.zrangebyscore(pair, `(${since}`, '+inf', 'WITHSCORES').zrangebyscore(address, `(${since}`, '+inf', 'WITHSCORES');
        }
        const replies = (await reads.exec()) ?? [];
        const entries: ThrottleState[] = [];
        pairIds.forEach((pairId, i) => {
          const [pairError, pairReply] = replies[2 * i] ?? [];
          const [addressError, addressReply] = replies[2 * i + 1] ?? [];
          if (pairError || addressError) throw pairError ?? addressError;
          const pairTimes = scoresOf(pairReply);
          if (pairTimes.length > 0) entries.push(stateOf(subjectOfPairKey(pairId), pairTimes, scoresOf(addressReply), nowMs, rules));
        });
        return { entries, total };
      });
    },
  };
}
