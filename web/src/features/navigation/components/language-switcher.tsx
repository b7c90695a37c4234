import { useLingui } from '@lingui/react/macro';
import { localeNames, locales, localizedPath, type Locale } from '@wfc/shared';
import { useLocation } from '../../../lib/router';

/**
 * The same page in each other language, named in its own language (English, മലയാളം). A plain link:
 * changing the language loads the other language's page, as a search engine would find it.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const others = locales.filter((locale) => locale !== i18n.locale);
  return (
    <ul aria-label={t`Language`} className={`flex items-center gap-1 ${className}`}>
      {others.map((locale: Locale) => (
        <li key={locale}>
          <a
            href={localizedPath(locale, pathname) + search + hash}
            hrefLang={locale}
            lang={locale}
            className="inline-flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-900"
          >
            {localeNames[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}
