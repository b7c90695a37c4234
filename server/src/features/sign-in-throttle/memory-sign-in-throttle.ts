import { MAX_TRACKED_KEYS, WindowLog, type Stamp } from '../../lib/window-log';
import {
  addressKeyOf,
  pairKeyOf,
  refusal,
  stateOf,
  subjectOfPairKey,
  waitMs,
  type SignInRules,
  type SignInSubject,
  type SignInThrottle,
  type ThrottleState,
} from './sign-in-throttle';

const timesOf = (stamps: Stamp[]) => stamps.map((stamp) => stamp.time).sort((a, b) => a - b);

/**
 * The sign-in throttle in this process (one process serves the site; with REDIS_URL the Redis store
 * replaces it). Time comes from the caller (the app's clock). Each log keeps at most `maxKeys` keys
 * and, when full, refuses a new pair or address rather than forget one still counting (window-log.ts).
 */
export function createMemorySignInThrottle(rules: SignInRules, maxKeys = MAX_TRACKED_KEYS): SignInThrottle {
  // The same stamp (time and id) goes in both logs, so a pair's failures can be taken off its address's count.
  const pairs = new WindowLog(rules.windowMs, maxKeys);
  const addresses = new WindowLog(rules.windowMs, maxKeys);
  let lastId = 0;

  function clear(subject: SignInSubject, now: Date): number {
    const key = pairKeyOf(subject);
    const stamps = pairs.recent(key, now.getTime());
    pairs.delete(key);
    addresses.remove(addressKeyOf(subject.address), new Set(stamps.map((stamp) => stamp.id)));
    return stamps.length;
  }

  return {
    // Synchronous from the read to the write, so no other sign-in can run in between.
    async begin(subject, now) {
      const nowMs = now.getTime();
      const pair = pairKeyOf(subject);
      const address = addressKeyOf(subject.address);
      const wait = waitMs(timesOf(pairs.recent(pair, nowMs)), timesOf(addresses.recent(address, nowMs)), nowMs, rules);
      if (wait > 0) return refusal(wait);
      const full = Math.max(pairs.waitForRoom(pair, nowMs), addresses.waitForRoom(address, nowMs));
      if (full > 0) return refusal(full);
      lastId += 1;
      const stamp = { time: nowMs, id: String(lastId) };
      pairs.add(pair, stamp, nowMs);
      addresses.add(address, stamp, nowMs);
      return { allowed: true, attemptId: stamp.id };
    },
    async withdraw(subject, attemptId) {
      const ids = new Set([attemptId]);
      pairs.remove(pairKeyOf(subject), ids);
      addresses.remove(addressKeyOf(subject.address), ids);
    },
    async succeed(subject, now) {
      clear(subject, now);
    },
    async clear(subject, now) {
      return clear(subject, now);
    },
    async list(now, limit) {
      const nowMs = now.getTime();
      const states: ThrottleState[] = [];
      for (const key of [...pairs.keys()]) {
        const stamps = pairs.recent(key, nowMs);
        if (stamps.length === 0) continue;
        const subject = subjectOfPairKey(key);
        states.push(stateOf(subject, timesOf(stamps), timesOf(addresses.recent(subject.address, nowMs)), nowMs, rules));
      }
      states.sort((a, b) => b.lastFailureAt.getTime() - a.lastFailureAt.getTime());
      return { entries: states.slice(0, limit), total: states.length };
    },
  };
}
