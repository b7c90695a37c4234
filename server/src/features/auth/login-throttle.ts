/**
 * Counts failed logins per e-mail address (api-contract.md: after LOGIN_MAX_FAILURES failures
 * within 15 minutes, every login for that address gets 429 until the window has passed).
 *
 * The window slides: an address is locked while it has `maxFailures` failures younger than the
 * window, and unlocks when the oldest of them ages out. Behind an interface so that a shared store
 * (Redis: one sorted set per address) can replace the in-process one when several processes serve
 * one site.
 *
 * An attempt is counted as a failure when it begins, in the same step as the check, because the
 * password check takes about 0.4 s: checking first and recording afterwards would let every one of
 * many concurrent guesses through the check.
 */
export interface LoginThrottle {
  /**
   * Checks `key` and, when it may try now, counts this attempt as a failure in the same atomic step;
   * a right password then calls `reset`, anything else that is not a wrong password `withdraw`.
   */
  begin(key: string, now: Date): Promise<LoginAttempt>;
  /** Un-counts an attempt that ended without telling whether the password was right (an error). */
  withdraw(key: string, attemptId: string): Promise<void>;
  /** Forgets `key`'s failures (after a right password). */
  reset(key: string): Promise<void>;
}

/** What `begin` decided: go ahead (the attempt, already counted), or wait `retryAfter` seconds. */
export type LoginAttempt = { allowed: true; attemptId: string } | { allowed: false; retryAfter: number };

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Seconds until a locked address unlocks: when the oldest of its newest `maxFailures` failures ages out. */
export function secondsUntilUnlocked(oldestCountedMs: number, nowMs: number, windowMs: number): number {
  return Math.max(1, Math.ceil((oldestCountedMs + windowMs - nowMs) / 1000));
}

// Bounds the memory a flood of made-up addresses can take; the oldest addresses are dropped first.
const MAX_TRACKED_KEYS = 100_000;

/** The in-process throttle: right for one process; time comes from the caller (the app's clock). */
export function createMemoryLoginThrottle(maxFailures: number, windowMs = LOGIN_FAILURE_WINDOW_MS): LoginThrottle {
  // Counted attempts per key, oldest first; `begin` never lets there be more than `maxFailures`.
  const failures = new Map<string, { time: number; id: string }[]>();
  let lastId = 0;

  return {
    // Synchronous from the read to the write, so no other login can run in between.
    async begin(key, now) {
      const nowMs = now.getTime();
      const recent = (failures.get(key) ?? []).filter((attempt) => attempt.time > nowMs - windowMs);
      if (recent.length >= maxFailures) {
        failures.set(key, recent);
        const oldest = recent[recent.length - maxFailures]?.time ?? nowMs;
        return { allowed: false, retryAfter: secondsUntilUnlocked(oldest, nowMs, windowMs) };
      }
      lastId += 1;
      const attemptId = String(lastId);
      recent.push({ time: nowMs, id: attemptId });
      // Re-inserting moves the key to the end, so the map's first key is the least recently tried.
      failures.delete(key);
      failures.set(key, recent);
      if (failures.size > MAX_TRACKED_KEYS) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
      return { allowed: true, attemptId };
    },
    async withdraw(key, attemptId) {
      const remaining = (failures.get(key) ?? []).filter((attempt) => attempt.id !== attemptId);
      if (remaining.length === 0) failures.delete(key);
      else failures.set(key, remaining);
    },
    async reset(key) {
      failures.delete(key);
    },
  };
}
