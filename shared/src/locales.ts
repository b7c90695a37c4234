/** The site's languages (issue 18): English at the spec's paths, each other under its own prefix. */
export const locales = ['en', 'ml'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/**
 * The pseudo-locale (accented, lengthened English) the browser tests render to find clipped or
 * untranslated text. Not a language of the site: never in `locales`, the sitemap, `hreflang` or
 * the switcher, and served under `/pseudo` only when the server's PSEUDO_LOCALE is set.
 */
export const pseudoLocale = 'pseudo';
/** The language a page can be rendered in: a language of the site, or the pseudo-locale. */
export type PageLocale = Locale | typeof pseudoLocale;
/** The `lang` attribute of a pseudo-locale page: the private-use region BCP 47 tools use for it. */
export const pseudoLocaleTag = 'en-XA';

/** The `lang` attribute of a page in this locale. */
export function htmlLangOf(locale: PageLocale): string {
  return locale === pseudoLocale ? pseudoLocaleTag : locale;
}

/** Each language in its own name, for the switcher. */
export const localeNames: Record<Locale, string> = { en: 'English', ml: 'മലയാളം' };

/** The language a path is in: `/ml` and `/ml/...` are Malayalam, every other path English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return locales.find((locale) => locale !== defaultLocale && locale === first) ?? defaultLocale;
}

/**
 * The language a page at this path is rendered in: `localeOfPath`'s, or the pseudo-locale for
 * `/pseudo/...` (which only a server with PSEUDO_LOCALE answers with a pseudo-locale page).
 */
export function pageLocaleOfPath(pathname: string): PageLocale {
  return pathname.split('/')[1] === pseudoLocale ? pseudoLocale : localeOfPath(pathname);
}

/** The path without its language prefix: `/ml/events` → `/events`, `/ml` → `/` (`/pseudo` too). */
export function unlocalizedPath(pathname: string): string {
  const locale = pageLocaleOfPath(pathname);
  if (locale === defaultLocale) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}

/** The same page in another language: `localizedPath('ml', '/events')` → `/ml/events`. */
export function localizedPath(locale: PageLocale, pathname: string): string {
  const bare = unlocalizedPath(pathname);
  if (locale === defaultLocale) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}
