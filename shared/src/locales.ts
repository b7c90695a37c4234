/** The site's languages (issue 18): English at the spec's paths, each other under its own prefix. */
export const locales = ['en', 'ml'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Each language in its own name, for the switcher. */
export const localeNames: Record<Locale, string> = { en: 'English', ml: 'മലയാളം' };

/** The language a path is in: `/ml` and `/ml/...` are Malayalam, every other path English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return locales.find((locale) => locale !== defaultLocale && locale === first) ?? defaultLocale;
}

/** The path without its language prefix: `/ml/events` → `/events`, `/ml` → `/`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return pathname;
  return pathname.slice(locale.length + 1) || '/';
}

/** The same page in another language: `localizedPath('ml', '/events')` → `/ml/events`. */
export function localizedPath(locale: Locale, pathname: string): string {
  const bare = unlocalizedPath(pathname);
  if (locale === defaultLocale) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}
