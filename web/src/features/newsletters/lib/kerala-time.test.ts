import { describe, expect, it } from 'vitest';
import { browserZoneDiffers, formatKeralaTime, keralaInputOf, keralaIsoOf } from './kerala-time';

describe("a newsletter's sending time, in Kerala time", () => {
  it('reads what she typed as Kerala time, with its offset', () => {
    expect(keralaIsoOf('2026-12-01T10:00')).toBe('2026-12-01T10:00:00+05:30');
    expect(new Date(keralaIsoOf('2026-12-01T10:00')!).toISOString()).toBe('2026-12-01T04:30:00.000Z');
  });

  it('refuses what is not a moment', () => {
    expect(keralaIsoOf('')).toBeUndefined();
    expect(keralaIsoOf('2026-02-30T10:00')).toBeUndefined();
    expect(keralaIsoOf('tomorrow')).toBeUndefined();
  });

  it('shows a stored moment in Kerala time, whatever the browser', () => {
    expect(keralaInputOf('2026-12-01T20:00:00.000Z')).toBe('2026-12-02T01:30');
    expect(formatKeralaTime('2026-12-01T04:30:00.000Z', 'en')).toMatch(/^1 Dec 2026, 10:00\sam$/);
  });

  it("knows when the browser's zone is not Kerala's (the tests run in UTC)", () => {
    expect(browserZoneDiffers('2026-12-01T04:30:00.000Z')).toBe(new Date('2026-12-01T04:30:00.000Z').getTimezoneOffset() !== -330);
  });
});
