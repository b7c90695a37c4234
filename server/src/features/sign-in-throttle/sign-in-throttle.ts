import { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '../../lib/app-error';
import type { LoginAttempt } from '../auth/login-throttle';

/**
 * The sign-in throttle (decision 017): failed sign-ins are counted per e-mail AND client address,
 * and per client address across all e-mails, so that nobody can lock another person out by
 * failing on her e-mail from somewhere else, while one address's guesses are slowed down.
 *
 * An attempt is counted as a failure when it begins, in the same atomic step as the check (the
 * password check takes about half a second: checking first and recording afterwards would let many
 * concurrent guesses through). A right password then calls `succeed`; an error that says nothing
 * about the password, `withdraw`.
 */
export interface SignInThrottle {
  /** Checks the subject and, when it may try now, counts this attempt as a failure in the same step. */
  begin(subject: SignInSubject, now: Date): Promise<LoginAttempt>;
  /** Un-counts an attempt that ended without telling whether the password was right (an error, a busy hasher). */
  withdraw(subject: SignInSubject, attemptId: string): Promise<void>;
  /** After a right password: forgets this e-mail's failures from this address, on the address's count too. */
  succeed(subject: SignInSubject, now: Date): Promise<void>;
  /** The throttles with failures in the window, the most recent first, at most `limit`, and how many there are. */
  list(now: Date, limit: number): Promise<{ entries: ThrottleState[]; total: number }>;
  /** What an admin's Clear does (the same as `succeed`): answers how many failures it forgot (0: none were left). */
  clear(subject: SignInSubject, now: Date): Promise<number>;
}

/** Who is signing in: the e-mail typed and the client's address (`request.ip`, which honours TRUST_PROXY). */
export interface SignInSubject {
  email: string;
  address: string;
}

/** One throttle's state: an e-mail's failures from one address within the window. */
export interface ThrottleState extends SignInSubject {
  failures: number;
  addressFailures: number;
  lastFailureAt: Date;
  lockedUntil: Date | null;
}

/** The numbers of the throttle, all derived from LOGIN_MAX_FAILURES. */
export interface SignInRules {
  windowMs: number;
  /** Failures of one e-mail from one address that lock that pair until the oldest ages out. */
  pairMax: number;
  /** Failures from one address, any e-mail, after which each further attempt must wait (progressive delays). */
  addressFree: number;
  /** Failures from one address, any e-mail, that lock the address until the oldest ages out. */
  addressMax: number;
  /** The first delay; each further failure doubles it, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
}

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/**
 * The rules for LOGIN_MAX_FAILURES = `maxFailures` (default 5): that many failures lock an e-mail
 * from one address; an address may fail twice as many times across e-mails freely (so one person
 * mistyping her own password meets only her own lock), then waits 1 s, 2 s, 4 s... (at most 60 s)
 * before each further attempt, and is locked at four times as many.
 */
export function signInRules(maxFailures: number): SignInRules {
  return {
    windowMs: SIGN_IN_WINDOW_MS,
    pairMax: maxFailures,
    addressFree: 2 * maxFailures,
    addressMax: 4 * maxFailures,
    firstDelayMs: 1000,
    maxDelayMs: 60_000,
  };
}

/**
 * Milliseconds the subject must still wait (0: it may try now), from the times of the pair's and
 * the address's failures within the window, oldest first. The Redis store's script applies the
 * same rule (redis-sign-in-throttle.ts); the tests hold both to it.
 */
export function waitMs(pairTimes: readonly number[], addressTimes: readonly number[], nowMs: number, rules: SignInRules): number {
  let until = 0;
  if (pairTimes.length >= rules.pairMax) until = Math.max(until, (pairTimes[pairTimes.length - rules.pairMax] ?? nowMs) + rules.windowMs);
  const count = addressTimes.length;
  if (count >= rules.addressMax) until = Math.max(until, (addressTimes[count - rules.addressMax] ?? nowMs) + rules.windowMs);
  if (count >= rules.addressFree) {
    const delay = Math.min(rules.maxDelayMs, rules.firstDelayMs * 2 ** (count - rules.addressFree));
    until = Math.max(until, (addressTimes[count - 1] ?? nowMs) + delay);
  }
  return Math.max(0, until - nowMs);
}

/** A refusal of `ms` milliseconds, as whole seconds for `Retry-After` (at least 1). */
export function refusal(ms: number): LoginAttempt {
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(ms / 1000)) };
}

/** A throttle's state from its failure times (oldest first). */
export function stateOf(
  subject: SignInSubject,
  pairTimes: number[],
  addressTimes: number[],
  nowMs: number,
  rules: SignInRules,
): ThrottleState {
  const wait = waitMs(pairTimes, addressTimes, nowMs, rules);
  return {
    ...subject,
    failures: pairTimes.length,
    addressFailures: addressTimes.length,
    lastFailureAt: new Date(pairTimes.at(-1) ?? nowMs),
    lockedUntil: wait > 0 ? new Date(nowMs + wait) : null,
  };
}

/** The address as the throttle counts it: an IPv6 address stands for its /64 (one host's usual share), as in the rate limits. */
export function addressKeyOf(address: string): string {
  return normalizeIP(address);
}

/** One key per e-mail and address; the address comes first, as it never contains `|`. */
export function pairKeyOf(subject: SignInSubject): string {
  return `${addressKeyOf(subject.address)}|${subject.email}`;
}

/** The subject a pair key names. */
export function subjectOfPairKey(key: string): SignInSubject {
  const split = key.indexOf('|');
  return { address: key.slice(0, split), email: key.slice(split + 1) };
}

/**
 * The shared store did not answer: sign-in fails closed (decision 017), never unthrottled and
 * never a 500.
 */
export function throttleUnavailable(cause: unknown): AppError {
  const error = new AppError(503, 'SERVICE_UNAVAILABLE', 'Signing in is briefly unavailable. Please try again in a moment.');
  error.retryAfterSeconds = 30;
  // Only its name and text for the log: a Redis error may carry the command's keys, which hold an e-mail.
  error.cause = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  return error;
}
