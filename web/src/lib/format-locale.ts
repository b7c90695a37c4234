/**
 * The locale a staff screen formats dates and numbers in: the page's language, except that English
 * keeps the format it had before issue 18 (`english`: the reader's own locale unless a screen fixed one).
 */
export function formatLocale(locale: string, english?: string): string | undefined {
  return locale === 'en' ? english : locale;
}
