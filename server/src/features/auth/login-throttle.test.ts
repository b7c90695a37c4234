import { describe, expect, it } from 'vitest';
import { createMemoryLoginThrottle } from './login-throttle';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, 0, 0) + minutes * 60_000);

describe('in-process login throttle', () => {
  it('counts N attempts within 15 minutes, then locks the address until the oldest ages out', async () => {
    const throttle = createMemoryLoginThrottle(3);
    for (const minute of [0, 1, 2]) expect(await throttle.begin('a@b.co', at(minute))).toMatchObject({ allowed: true });
    expect(await throttle.begin('a@b.co', at(2))).toEqual({ allowed: false, retryAfter: 13 * 60 });
    expect(await throttle.begin('a@b.co', at(14.5))).toEqual({ allowed: false, retryAfter: 30 });
    expect(await throttle.begin('other@b.co', at(2))).toMatchObject({ allowed: true });
    // The first attempt leaves the window: two remain, so one more try is allowed.
    expect(await throttle.begin('a@b.co', at(15))).toMatchObject({ allowed: true });
    expect(await throttle.begin('a@b.co', at(15))).toMatchObject({ allowed: false });
  });

  it('lets exactly N of many concurrent attempts for one address begin', async () => {
    const throttle = createMemoryLoginThrottle(5);
    const attempts = await Promise.all(Array.from({ length: 10 }, () => throttle.begin('a@b.co', at(0))));
    expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(5);
  });

  it('forgets attempts older than the window, one withdrawn attempt, and all of them on reset', async () => {
    const throttle = createMemoryLoginThrottle(2);
    await throttle.begin('a@b.co', at(0));
    expect(await throttle.begin('a@b.co', at(16))).toMatchObject({ allowed: true });
    const second = await throttle.begin('a@b.co', at(17));
    expect(await throttle.begin('a@b.co', at(17))).toMatchObject({ allowed: false });
    if (!second.allowed) throw new Error('the second attempt should have begun');
    await throttle.withdraw('a@b.co', second.attemptId);
    expect(await throttle.begin('a@b.co', at(17))).toMatchObject({ allowed: true });
    expect(await throttle.begin('a@b.co', at(17))).toMatchObject({ allowed: false });
    await throttle.reset('a@b.co');
    expect(await throttle.begin('a@b.co', at(17))).toMatchObject({ allowed: true });
  });

  it('keeps a key still counting when a flood of other keys fills it, and refuses the new ones for at most a minute', async () => {
    const throttle = createMemoryLoginThrottle(1, 15 * 60_000, 2);
    await throttle.begin('victim@b.co', at(0));
    expect(await throttle.begin('flood1@b.co', at(1))).toMatchObject({ allowed: true });
    expect(await throttle.begin('flood2@b.co', at(2))).toEqual({ allowed: false, retryAfter: 60 });
    expect(await throttle.begin('victim@b.co', at(2))).toEqual({ allowed: false, retryAfter: 13 * 60 });
    expect(await throttle.begin('flood2@b.co', at(15))).toMatchObject({ allowed: true });
  });
});
