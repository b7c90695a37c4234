import { describe, expect, it } from 'vitest';
import { countText, pluralForm } from './count';

describe('counts in sentences without ICU number formatting (issue 39)', () => {
  it('writes whole numbers under 1,000 as Intl does in English and Malayalam, and the rest by Intl', () => {
    const mismatches: string[] = [];
    for (const locale of ['en', 'ml'])
      for (let count = -999; count < 1000; count += 1) {
        const intl = new Intl.NumberFormat([locale, 'en']).format(count);
        if (countText(count, locale) !== intl) mismatches.push(`${locale} ${count}: ${countText(count, locale)} ≠ ${intl}`);
      }
    expect(mismatches).toEqual([]);
    expect(countText(1234, 'en')).toBe('1,234');
    expect(countText(123456, 'ml')).toBe(new Intl.NumberFormat('ml').format(123456));
    expect(countText(2.5, 'en')).toBe('2.5');
  });

  it("gives each count the plural form Lingui's Plural would choose", () => {
    expect([0, 1, 2, 21].map((count) => pluralForm(count, 'en'))).toEqual(['other', 'one', 'other', 'other']);
    expect([0, 1, 2].map((count) => pluralForm(count, 'ml'))).toEqual(['other', 'one', 'other']);
  });
});
