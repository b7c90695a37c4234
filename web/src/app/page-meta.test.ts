import { describe, expect, it } from 'vitest';
import { malayalamI18n, testI18n } from '../testing/library';
import { isArticlePath, metaFor } from './page-meta';

describe('the meta of the booking pages (issue 31)', () => {
  it('leaves an enabler’s booking page to set its own title, with her name', () => {
    expect(isArticlePath('/book/7')).toBe(true);
    expect(isArticlePath('/book/abc')).toBe(false);
  });

  it('names her booking’s page in each language', () => {
    expect(metaFor('/sessions/booking', testI18n).title).toBe('Your booking | Women Founders Club');
    expect(metaFor('/sessions/booking', malayalamI18n).title).toMatch(/[\u0D00-\u0D7F]/);
  });
});
