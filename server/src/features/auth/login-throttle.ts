/**
 * Counts failed logins per e-mail address (api-contract.md: after LOGIN_MAX_FAILURES failures
 * within 15 minutes, every login for that address gets 429 until the window has passed).
 *
 * The window slides: an address is locked while it has `maxFailures` failures younger than the
 * window, and unlocks when the oldest of them ages out. Behind an interface so that a shared store
 * (Redis: one sorted set per address) can replace the in-process one when several processes serve
 * one site.
 */
export interface LoginThrottle {
  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string, now: Date): Promise<number>;
  /** Records one failed attempt for `key`. */
  recordFailure(key: string, now: Date): Promise<void>;
  /** Forgets `key`'s failures (after a right password). */
  reset(key: string): Promise<void>;
}

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

// Bounds the memory a flood of made-up addresses can take; the oldest addresses are dropped first.
const MAX_TRACKED_KEYS = 100_000;

/** The in-process throttle: right for one process; time comes from the caller (the app's clock). */
export function createMemoryLoginThrottle(maxFailures: number, windowMs = LOGIN_FAILURE_WINDOW_MS): LoginThrottle {
  // Failure times per key, oldest first; only the newest `maxFailures` matter.
  const failures = new Map<string, number[]>();

  const recent = (key: string, nowMs: number): number[] => {
    const times = (failures.get(key) ?? []).filter((time) => time > nowMs - windowMs);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  return {
    async retryAfter(key, now) {
      const nowMs = now.getTime();
      const times = recent(key, nowMs);
      if (times.length < maxFailures) return 0;
      const unlocksAt = (times[times.length - maxFailures] ?? nowMs) + windowMs;
      return Math.max(1, Math.ceil((unlocksAt - nowMs) / 1000));
    },
    async recordFailure(key, now) {
      const nowMs = now.getTime();
      const times = recent(key, nowMs);
      times.push(nowMs);
      // Re-inserting moves the key to the end, so the map's first key is the least recently failed.
      failures.delete(key);
      failures.set(key, times.slice(-maxFailures));
      if (failures.size > MAX_TRACKED_KEYS) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
    },
    async reset(key) {
      failures.delete(key);
    },
  };
}
