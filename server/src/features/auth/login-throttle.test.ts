import { describe, expect, it } from 'vitest';
import { createMemoryLoginThrottle } from './login-throttle';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, 0, 0) + minutes * 60_000);

describe('in-process login throttle', () => {
  it('locks an address after N failures within 15 minutes until the oldest ages out', async () => {
    const throttle = createMemoryLoginThrottle(3);
    await throttle.recordFailure('a@b.co', at(0));
    await throttle.recordFailure('a@b.co', at(1));
    expect(await throttle.retryAfter('a@b.co', at(2))).toBe(0);
    await throttle.recordFailure('a@b.co', at(2));
    expect(await throttle.retryAfter('a@b.co', at(2))).toBe(13 * 60);
    expect(await throttle.retryAfter('a@b.co', at(14.5))).toBe(30);
    expect(await throttle.retryAfter('other@b.co', at(2))).toBe(0);
    // The first failure leaves the window: two remain, so one more try is allowed.
    expect(await throttle.retryAfter('a@b.co', at(15))).toBe(0);
  });

  it('forgets failures older than the window, and all of them on reset', async () => {
    const throttle = createMemoryLoginThrottle(2);
    await throttle.recordFailure('a@b.co', at(0));
    await throttle.recordFailure('a@b.co', at(16));
    expect(await throttle.retryAfter('a@b.co', at(16))).toBe(0);
    await throttle.recordFailure('a@b.co', at(17));
    expect(await throttle.retryAfter('a@b.co', at(17))).toBeGreaterThan(0);
    await throttle.reset('a@b.co');
    expect(await throttle.retryAfter('a@b.co', at(17))).toBe(0);
  });
});
