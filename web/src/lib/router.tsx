import { localeOfPath, localizedPath, unlocalizedPath, type Locale, type PageLocale } from '@wfc/shared';
import { useLingui } from '@lingui/react';
import { forwardRef, useCallback } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  useLocation,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavigateProps,
  type To,
} from 'react-router';

/**
 * The router's links and navigation in the page's language: a path of the spec (`/events`) leads
 * to the same page in the language being read (`/ml/events`). Screens import these instead of
 * react-router's (an ESLint rule says so), so a Malayalam reader is never sent to an English page.
 */

function useLocale(): PageLocale {
  return useLingui().i18n.locale as PageLocale;
}

/** A site path in the page's language; other destinations (relative, another site) as they are. */
function localize(locale: PageLocale, to: To): To {
  if (typeof to === 'string') return to.startsWith('/') ? localizeHref(locale, to) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: localizedPath(locale, to.pathname) } : to;
}

/** `/events?x#y` → `/ml/events?x#y`. */
export function localizeHref(locale: PageLocale, href: string): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  return localizedPath(locale, path) + (cut === -1 ? '' : href.slice(cut));
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={localize(useLocale(), to)} {...props} />;
});

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={localize(useLocale(), to)} {...props} />;
}

export function useNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate();
  const locale = useLocale();
  return useCallback((to: To, options?: NavigateOptions) => void navigate(localize(locale, to), options), [navigate, locale]);
}

/** Turns a path of the spec into the same page in the page's language (`/events` → `/ml/events`). */
export function useLocalizedPath(): (pathname: string) => string {
  const locale = useLocale();
  return useCallback((pathname: string) => localizeHref(locale, pathname), [locale]);
}

/** The page's path as the spec names it, whatever its language: `/ml/events` → `/events`. */
export function usePagePath(): string {
  return unlocalizedPath(useLocation().pathname);
}

/** The page's language, read from its path (the same rule the entry points use). */
export function usePathLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
