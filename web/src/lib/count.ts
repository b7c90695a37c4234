/**
 * A count in a sentence ("Showing 3 events"), without ICU's number formatter. Lingui's `Plural`
 * writes its `#` with an `Intl.NumberFormat`, and a page's first one loads ICU's number data: about
 * 20 ms of the main thread here and four times that on Lighthouse's phone, which on a public page's
 * first load was blocking time in the middle of its hydration (issue 39). So a count's sentence is a
 * `Select` on the count's plural form, with the number written by `countText`:
 *
 *     const { form, text: count } = countOf(postCount, i18n.locale);
 *     <Select value={form} _one={`${count} post`} other={`${count} posts`} />
 *
 * The form comes from `Intl.PluralRules` (the same rules `Plural` follows; its data is small, under a
 * millisecond to load). English and Malayalam both have `one` and `other`; a `Select` needs `other`.
 */
export interface Count {
  form: Intl.LDMLPluralRule;
  text: string;
}

const rules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

function cached<T>(map: Map<string, T>, locale: string, make: (locales: string[]) => T): T {
  let made = map.get(locale);
  if (!made) {
    // As Lingui does: the page's language, then English where Intl knows no better.
    made = make([locale, 'en']);
    map.set(locale, made);
  }
  return made;
}

/** The count's plural form in `locale` ("one", "other"…). */
export function pluralForm(count: number, locale: string): Intl.LDMLPluralRule {
  return cached(rules, locale, (locales) => new Intl.PluralRules(locales)).select(count);
}

/**
 * The count as `locale` writes it. A whole number under 1,000 is its digits, as Intl writes it in
 * English and Malayalam (no grouping, Latin digits); anything else goes to Intl.
 */
export function countText(count: number, locale: string): string {
  if (Number.isInteger(count) && Math.abs(count) < 1000) return String(count);
  return cached(numbers, locale, (locales) => new Intl.NumberFormat(locales)).format(count);
}

/** The count's form and text in `locale` (the page's language: `useLingui().i18n.locale`). */
export function countOf(count: number, locale: string): Count {
  return { form: pluralForm(count, locale), text: countText(count, locale) };
}
