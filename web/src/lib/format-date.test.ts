import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe("the staff screens' one date format (issue 26)", () => {
  it("writes a day and a moment alike in English, whatever the reader's own locale", () => {
    expect(formatDate('2026-01-03T00:00:00.000Z', 'en', { timeZone: 'UTC' })).toBe('3 Jan 2026');
    // A deadline, a history line and an "away until" on one screen all start with the same day.
    const moment = formatDateTime('2026-01-03T10:15:00.000Z', 'en');
    expect(moment.startsWith(formatDate('2026-01-03T10:15:00.000Z', 'en'))).toBe(true);
    expect(moment).toMatch(/^\d{1,2} [A-Z][a-z]{2} 2026, \d{1,2}:\d{2}/);
  });

  it('writes Malayalam dates in Malayalam', () => {
    expect(formatDate('2026-01-03T00:00:00.000Z', 'ml', { timeZone: 'UTC' })).toBe('2026 ജനു 3');
  });

  it('gives back text it cannot read', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});
