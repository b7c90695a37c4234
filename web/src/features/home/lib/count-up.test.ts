import { describe, expect, it } from 'vitest';
import { countUpValue, easeOut } from './count-up';

describe('count-up', () => {
  it('starts at 0 and ends exactly at the target after the duration', () => {
    expect(countUpValue(2260, 0, 1000)).toBe(0);
    expect(countUpValue(2260, 1000, 1000)).toBe(2260);
    expect(countUpValue(2260, 5000, 1000)).toBe(2260);
  });

  it('eases out: more than half way after half the time, and never going backwards', () => {
    expect(countUpValue(1920, 500, 1000)).toBeGreaterThan(960);
    let previous = 0;
    for (let elapsed = 0; elapsed <= 1000; elapsed += 50) {
      const value = countUpValue(887, elapsed, 1000);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    expect(easeOut(-1)).toBe(0);
    expect(easeOut(2)).toBe(1);
  });
});
