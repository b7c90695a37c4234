import { MAX_TRACKED_KEYS, WindowLog } from '../../lib/window-log';

/**
 * Counts attempts per key within a sliding window: password reset e-mails per address, "Find my
 * requests" per address. (Sign-in has a throttle of its own, keyed by e-mail and client address:
 * features/sign-in-throttle, decision 017.)
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

/**
 * The in-process throttle: right for one process; time comes from the caller (the app's clock).
 * When `maxKeys` addresses are being counted, a new one is refused until one ages out (window-log.ts).
 */
export function createMemoryLoginThrottle(
  maxFailures: number,
  windowMs = LOGIN_FAILURE_WINDOW_MS,
  maxKeys = MAX_TRACKED_KEYS,
): LoginThrottle {
  // Counted attempts per key, oldest first; `begin` never lets there be more than `maxFailures`.
  const log = new WindowLog(windowMs, maxKeys);
  let lastId = 0;

  return {
    // Synchronous from the read to the write, so no other login can run in between.
    async begin(key, now) {
      const nowMs = now.getTime();
      const recent = log.recent(key, nowMs);
      if (recent.length >= maxFailures) {
        const oldest = recent[recent.length - maxFailures]?.time ?? nowMs;
        return { allowed: false, retryAfter: secondsUntilUnlocked(oldest, nowMs, windowMs) };
      }
      const full = log.waitForRoom(key, nowMs);
      if (full > 0) return { allowed: false, retryAfter: Math.ceil(full / 1000) };
      lastId += 1;
      const attemptId = String(lastId);
      log.add(key, { time: nowMs, id: attemptId }, nowMs);
      return { allowed: true, attemptId };
    },
    async withdraw(key, attemptId) {
      log.remove(key, new Set([attemptId]));
    },
    async reset(key) {
      log.delete(key);
    },
  };
}
