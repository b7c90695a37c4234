import { describe, expect, it } from 'vitest';
import { malayalamI18n, testI18n } from '../../../testing/library';
import { postDate } from './post-date';

const post = { date: 'October 14, 2026', publishedAt: '2026-10-14T00:00:00.000Z' };

describe('postDate', () => {
  it("keeps the content's English date on an English page", () => {
    expect(postDate(post, testI18n)).toBe('October 14, 2026');
  });

  it('writes the date in Malayalam on a Malayalam page', () => {
    const date = postDate(post, malayalamI18n);
    expect(date).toMatch(/ഒക്\u200c?ടോബർ/);
    expect(date).toContain('2026');
    expect(date).toContain('14');
  });
});
