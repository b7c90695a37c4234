import { describe, expect, it } from 'vitest';
import type { SignInThrottle, ThrottleState } from './sign-in-throttle';

/**
 * What every sign-in throttle store does (decision 017), run against the in-process one and the
 * Redis one. LOGIN_MAX_FAILURES = 2 here: a pair locks at 2, an address is delayed from 4 failures
 * (1 s, 2 s, 4 s…) and locked at 8.
 */
export function describeSignInThrottle(name: string, make: (maxFailures: number) => SignInThrottle) {
  const start = Date.UTC(2026, 11, 1, 10, 0, 0);
  const at = (seconds: number) => new Date(start + seconds * 1000);
  let run = 0;
  // Each test its own addresses, so that a shared Redis needs no cleaning between tests.
  const addresses = () => {
    run += 1;
    return { a: `198.51.100.${run}`, b: `203.0.113.${run}` };
  };

  describe(name, () => {
    it('locks an e-mail from one address after LOGIN_MAX_FAILURES failures, while the same e-mail from another address goes on', async () => {
      const throttle = make(2);
      const { a, b } = addresses();
      const victim = 'victim@example.org';
      expect(await throttle.begin({ email: victim, address: a }, at(0))).toMatchObject({ allowed: true });
      expect(await throttle.begin({ email: victim, address: a }, at(60))).toMatchObject({ allowed: true });
      expect(await throttle.begin({ email: victim, address: a }, at(120))).toEqual({ allowed: false, retryAfter: 13 * 60 });
      expect(await throttle.begin({ email: victim, address: b }, at(120))).toMatchObject({ allowed: true });
      // Unlocked from `a` once its first failure is 15 minutes old.
      expect(await throttle.begin({ email: victim, address: a }, at(15 * 60 + 1))).toMatchObject({ allowed: true });
    });

    it('delays an address guessing across e-mails by 1 s, 2 s, 4 s… and locks it at four times LOGIN_MAX_FAILURES', async () => {
      const throttle = make(2);
      const { a, b } = addresses();
      const guess = (n: number, seconds: number) => throttle.begin({ email: `guess${n}@example.org`, address: a }, at(seconds));
      for (let n = 1; n <= 4; n += 1) expect(await guess(n, 0)).toMatchObject({ allowed: true });
      expect(await guess(5, 0)).toEqual({ allowed: false, retryAfter: 1 });
      expect(await guess(5, 1)).toMatchObject({ allowed: true });
      expect(await guess(6, 1)).toEqual({ allowed: false, retryAfter: 2 });
      expect(await guess(6, 3)).toMatchObject({ allowed: true });
      expect(await guess(7, 4)).toEqual({ allowed: false, retryAfter: 3 });
      expect(await guess(7, 7)).toMatchObject({ allowed: true });
      expect(await guess(8, 15)).toMatchObject({ allowed: true });
      // Eight failures: locked until the first of them is 15 minutes old.
      expect(await guess(9, 15)).toEqual({ allowed: false, retryAfter: 15 * 60 - 15 });
      // Another address, and the right password from it, are not affected.
      expect(await throttle.begin({ email: 'guess1@example.org', address: b }, at(15))).toMatchObject({ allowed: true });
      expect(await guess(9, 15 * 60 + 1)).toMatchObject({ allowed: true });
    });

    it("forgets a pair's failures after a right password, on its address's count too; a withdrawn attempt only", async () => {
      const throttle = make(2);
      const { a } = addresses();
      const own = { email: 'own@example.org', address: a };
      for (const email of ['x@example.org', 'y@example.org', 'z@example.org']) await throttle.begin({ email, address: a }, at(0));
      const first = await throttle.begin(own, at(0));
      // Four failures from `a`: a fifth attempt would wait a second.
      expect(await throttle.begin(own, at(0))).toEqual({ allowed: false, retryAfter: 1 });
      await throttle.succeed(own, at(0));
      const again = await throttle.begin(own, at(0));
      expect(again).toMatchObject({ allowed: true });
      if (!again.allowed || !first.allowed) throw new Error('both attempts should have begun');
      expect(await throttle.begin(own, at(0))).toMatchObject({ allowed: false });
      await throttle.withdraw(own, again.attemptId);
      expect(await throttle.begin(own, at(0))).toMatchObject({ allowed: true });
    });

    it('lets exactly LOGIN_MAX_FAILURES of many concurrent attempts for one e-mail from one address begin', async () => {
      const throttle = make(5);
      const { a } = addresses();
      const attempts = await Promise.all(
        Array.from({ length: 10 }, () => throttle.begin({ email: 'rush@example.org', address: a }, at(0))),
      );
      expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(5);
    });

    it('lists each e-mail and address with failures, the most recent first, and clears one', async () => {
      const throttle = make(2);
      const { a, b } = addresses();
      await throttle.begin({ email: 'listed@example.org', address: a }, at(0));
      await throttle.begin({ email: 'listed@example.org', address: a }, at(10));
      await throttle.begin({ email: 'other@example.org', address: a }, at(20));
      await throttle.begin({ email: 'listed@example.org', address: b }, at(30));
      const mine = (entries: ThrottleState[]) => entries.filter((entry) => entry.address === a || entry.address === b);
      const { entries } = await throttle.list(at(40), 100);
      expect(mine(entries)).toEqual([
        { email: 'listed@example.org', address: b, failures: 1, addressFailures: 1, lastFailureAt: at(30), lockedUntil: null },
        { email: 'other@example.org', address: a, failures: 1, addressFailures: 3, lastFailureAt: at(20), lockedUntil: null },
        { email: 'listed@example.org', address: a, failures: 2, addressFailures: 3, lastFailureAt: at(10), lockedUntil: at(15 * 60) },
      ]);
      expect(await throttle.clear({ email: 'listed@example.org', address: a }, at(40))).toBe(2);
      expect(await throttle.clear({ email: 'listed@example.org', address: a }, at(40))).toBe(0);
      expect(await throttle.begin({ email: 'listed@example.org', address: a }, at(40))).toMatchObject({ allowed: true });
      const after = mine((await throttle.list(at(41), 100)).entries);
      expect(after.find((entry) => entry.email === 'other@example.org')).toMatchObject({ addressFailures: 2 });
      // Aged out: gone from the list.
      expect(mine((await throttle.list(at(15 * 60 + 41), 100)).entries)).toEqual([]);
    });

    it('counts an IPv6 client by its /64, and an IPv4-mapped address as IPv4', async () => {
      const throttle = make(1);
      const { a } = addresses();
      expect(await throttle.begin({ email: 'six@example.org', address: `2001:db8:${run}::1` }, at(0))).toMatchObject({ allowed: true });
      expect(await throttle.begin({ email: 'six@example.org', address: `2001:db8:${run}::ffff:2` }, at(0))).toMatchObject({
        allowed: false,
      });
      expect(await throttle.begin({ email: 'four@example.org', address: a }, at(0))).toMatchObject({ allowed: true });
      expect(await throttle.begin({ email: 'four@example.org', address: `::ffff:${a}` }, at(0))).toMatchObject({ allowed: false });
    });
  });
}
