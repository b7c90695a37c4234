import { describe, expect, it } from 'vitest';
import { wrapIndex } from './wrap-index';

describe('wrapIndex', () => {
  it('keeps an index inside the carousel as it is', () => {
    expect(wrapIndex(0, 21)).toBe(0);
    expect(wrapIndex(7, 21)).toBe(7);
    expect(wrapIndex(20, 21)).toBe(20);
  });

  it('goes from the last slide to the first on next', () => {
    expect(wrapIndex(21, 21)).toBe(0);
    expect(wrapIndex(7, 7)).toBe(0);
  });

  it('goes from the first slide to the last on previous', () => {
    expect(wrapIndex(-1, 21)).toBe(20);
    expect(wrapIndex(-1, 7)).toBe(6);
  });

  it('wraps steps of more than one slide and stays at 0 for an empty carousel', () => {
    expect(wrapIndex(45, 21)).toBe(3);
    expect(wrapIndex(-22, 21)).toBe(20);
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
  });
});
