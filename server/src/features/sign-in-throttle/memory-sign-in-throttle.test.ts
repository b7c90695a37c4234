import { describe, expect, it } from 'vitest';
import { createMemorySignInThrottle } from './memory-sign-in-throttle';
import { describeSignInThrottle } from './sign-in-throttle.behaviour';
import { signInRules } from './sign-in-throttle';

describeSignInThrottle('the in-process sign-in throttle', (maxFailures) => createMemorySignInThrottle(signInRules(maxFailures)));

describe('the in-process sign-in throttle, flooded', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 10, 0, 0) + minutes * 60_000);

  it("keeps a victim's lock when made-up e-mails and addresses fill it, refusing new ones briefly instead", async () => {
    const throttle = createMemorySignInThrottle(signInRules(2), 3);
    const victim = { email: 'admin@example.org', address: '198.51.100.7' };
    await throttle.begin(victim, at(0));
    await throttle.begin(victim, at(0));
    expect(await throttle.begin(victim, at(0))).toEqual({ allowed: false, retryAfter: 15 * 60 });

    // The flood fills the three places of each log (pairs and addresses)...
    expect(await throttle.begin({ email: 'flood1@example.org', address: '203.0.113.1' }, at(1))).toMatchObject({ allowed: true });
    expect(await throttle.begin({ email: 'flood2@example.org', address: '203.0.113.2' }, at(2))).toMatchObject({ allowed: true });
    // ...so a new pair waits until the oldest entry still counting could age out, at most a minute.
    expect(await throttle.begin({ email: 'flood3@example.org', address: '203.0.113.3' }, at(3))).toEqual({
      allowed: false,
      retryAfter: 60,
    });
    expect(await throttle.begin(victim, at(3))).toEqual({ allowed: false, retryAfter: 12 * 60 });

    // Once the victim's failures have aged out, the place is free again.
    expect(await throttle.begin({ email: 'flood3@example.org', address: '203.0.113.3' }, at(15))).toMatchObject({ allowed: true });
  });
});
