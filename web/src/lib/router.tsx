import { localizedPath, unlocalizedPath, type PageLocale } from '@wfc/shared';
import { useLingui } from '@lingui/react';
import {
  createContext,
  Fragment,
  forwardRef,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import { Route, Router, Switch as WouterSwitch, useParams } from 'wouter';

/**
 * The site's router: wouter matches the paths (`Switch`, `Route`, `useParams`), and this module
 * keeps the history, so a location has React Router's parts (pathname, search, hash, state, key).
 * Every other file imports routing from here (an ESLint rule says so). Its links and navigation
 * are in the page's language: a path of the spec (`/events`) leads to the same page in the
 * language being read (`/ml/events`), so a Malayalam reader is never sent to an English page.
 * Decision 034 says why wouter rather than React Router (issue 39).
 */

export { Route, useParams };

/**
 * wouter's `Switch`: the first route whose path matches is rendered. wouter looks into fragments
 * among its children, but a lone fragment as its only child it takes for one pathless route, and
 * renders every route in it (the 404 page under every page): that fragment's routes are given to it
 * instead. The routes keep their elements as written (no keys added), so a move between two routes
 * of one screen keeps the screen, as before.
 */
export function Switch({ children, location }: { children: ReactNode; location?: string }) {
  const routes = isValidElement<{ children?: ReactNode }>(children) && children.type === Fragment ? children.props.children : children;
  return <WouterSwitch location={location}>{routes}</WouterSwitch>;
}

/** Where the page is: its address's parts, with the state and key of the move that led there. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the move that led here carried (`navigate(to, { state })`), or null. */
  state: unknown;
  /** New at every move, the same again for a move back; `default` for the page's first entry. */
  key: string;
}

/** A destination: a path (`/events?x#y`), or parts of one, the others taken from where the page is. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export interface NavigateOptions {
  /** Takes the place of the current history entry rather than adding one. */
  replace?: boolean;
  state?: unknown;
}

/** The page's history: the browser's, a test's in memory, or the one address the server renders. */
interface History {
  location: () => Location;
  subscribe: (listener: () => void) => () => void;
  navigate: (href: string, options?: NavigateOptions) => void;
}

/** A history in memory, for tests: Back and Forward are `go(-1)` and `go(1)`. */
export interface MemoryHistory extends History {
  /** How the page came to its location, as React Router named it. */
  action: () => 'POP' | 'PUSH' | 'REPLACE';
  go: (delta: number) => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `/events?x#y` → its parts (as React Router's parsePath; a lone `?` or `#` is none). */
function parsePath(href: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const rest = hashAt === -1 ? href : href.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  const search = searchAt === -1 ? '' : rest.slice(searchAt);
  return {
    pathname: (searchAt === -1 ? rest : rest.slice(0, searchAt)) || '/',
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

/** The browser's history: its entries keep the move's state and key as React Router's did (`{ usr, key }`). */
function createBrowserHistory(): History {
  const listeners = new Set<() => void>();
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const entry = window.history.state as { usr?: unknown; key?: string } | null;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  let current = read();
  // Read again only after a move (ours, or Back and Forward): a script's own replaceState leaves the location as it was.
  const moved = () => {
    const from = current.pathname;
    current = read();
    // A move to another page counts a page view (issue 43); its module is loaded then, never with the first load.
    const to = current.pathname;
    if (to !== from)
      import('./page-view-beacon').then(
        (beacon) => beacon.sendPageView(to),
        () => undefined,
      );
    listeners.forEach((listener) => listener());
  };
  window.addEventListener('popstate', moved);
  return {
    location: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (href, { replace = false, state = null } = {}) => {
      window.history[replace ? 'replaceState' : 'pushState']({ usr: state, key: newKey() }, '', href);
      moved();
    },
  };
}

/** A history in memory, starting at `initialEntries[initialIndex]` (the last entry by default). */
export function createMemoryHistory({
  initialEntries = ['/'],
  initialIndex,
}: { initialEntries?: string[]; initialIndex?: number } = {}): MemoryHistory {
  const listeners = new Set<() => void>();
  const entries: Location[] = initialEntries.map((href, index) => ({
    ...parsePath(href),
    state: null,
    key: index === 0 ? 'default' : newKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: 'POP' | 'PUSH' | 'REPLACE' = 'POP';
  const moved = () => listeners.forEach((listener) => listener());
  return {
    location: () => entries[index]!,
    action: () => action,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (href, { replace = false, state = null } = {}) => {
      const entry = { ...parsePath(href), state, key: newKey() };
      if (replace) entries[index] = entry;
      else entries.splice(++index, entries.length, entry);
      action = replace ? 'REPLACE' : 'PUSH';
      moved();
    },
    go: (delta) => {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      moved();
    },
  };
}

/** The one address a server's render is of; a move there does nothing (the browser makes it after hydrating). */
function createStaticHistory(href: string): History {
  const location: Location = { ...parsePath(href), state: null, key: 'default' };
  return { location: () => location, subscribe: () => () => undefined, navigate: () => undefined };
}

const HistoryContext = createContext<History | undefined>(undefined);

function useHistory(): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('Routing is used outside a router (BrowserRouter, StaticRouter or MemoryRouter)');
  return history;
}

/**
 * Where the page is; a component that reads it renders again after every move. A move is never a
 * transition: a screen whose code has not arrived shows its loading state at once (entry-client.tsx).
 */
export function useLocation(): Location {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.location, history.location);
}

/** wouter's location hook: it matches routes against this history's path. */
function useHistoryPath(): [string, (href: string, options?: NavigateOptions) => void] {
  return [useLocation().pathname, useHistory().navigate];
}

function HistoryRouter({ history, children }: { history: History; children: ReactNode }) {
  return (
    <HistoryContext value={history}>
      <Router hook={useHistoryPath}>{children}</Router>
    </HistoryContext>
  );
}

let browserHistory: History | undefined;

/** The router of the page in the browser. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  browserHistory ??= createBrowserHistory();
  return <HistoryRouter history={browserHistory}>{children}</HistoryRouter>;
}

/** The router of the server's render of `location` (a path with its search). */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const history = useMemo(() => createStaticHistory(location), [location]);
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/** A router in memory, for tests: at `initialEntries` (or `history`, which a test can then move back and forth). */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  history,
  children,
}: {
  initialEntries?: string[];
  initialIndex?: number;
  history?: MemoryHistory;
  children: ReactNode;
}) {
  const [own] = useState(() => history ?? createMemoryHistory({ initialEntries, initialIndex }));
  return <HistoryRouter history={own}>{children}</HistoryRouter>;
}

function useLocale(): PageLocale {
  return useLingui().i18n.locale as PageLocale;
}

/** A site path in the page's language; other destinations (parts of the current address, another site) as they are. */
function localize(locale: PageLocale, to: string): string;
function localize(locale: PageLocale, to: Exclude<To, string>): Exclude<To, string>;
function localize(locale: PageLocale, to: To): To;
function localize(locale: PageLocale, to: To): To {
  if (typeof to === 'string') return to.startsWith('/') ? localizeHref(locale, to) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: localizedPath(locale, to.pathname) } : to;
}

/** The address `to` names, from `location` (`{ search: '?case=1' }` stays on its page, as with React Router). */
function hrefOf(to: To, location: Location): string {
  if (typeof to === 'string') return to;
  return (to.pathname ?? location.pathname) + (to.search ?? '') + (to.hash ?? '');
}

/** `/events?x#y` → `/ml/events?x#y`. */
function localizeHref(locale: PageLocale, href: string): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  return localizedPath(locale, path) + (cut === -1 ? '' : href.slice(cut));
}

/** Another site's address, or another scheme's (`mailto:`): the browser goes there itself. */
const isExternal = (href: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To } & NavigateOptions;

/**
 * A link that moves without loading a page, as React Router's did: a plain click is a move (to the
 * address already shown, in its place); a click with a modifier key, into another window or to
 * another site is the browser's. A link to a path reads where the page is only when clicked, so it
 * does not render again at every move nor subscribe to the history: a page has sixty links, and
 * their subscriptions were most of its effects after hydration (issue 39). A link to parts of the
 * address (`{ search: '?case=1' }`) follows the location, which its address depends on.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const locale = useLocale();
  if (typeof to === 'string') return <HistoryLink ref={ref} href={localize(locale, to)} {...props} />;
  return <PartsLink ref={ref} to={localize(locale, to)} {...props} />;
});

/** A link to parts of the address: its address follows the location. */
const PartsLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { to: Exclude<To, string> }>(function PartsLink(
  { to, ...props },
  ref,
) {
  return <HistoryLink ref={ref} href={hrefOf(to, useLocation())} {...props} />;
});

const HistoryLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { href: string }>(function HistoryLink(
  { href, replace, state, onClick, ...props },
  ref,
) {
  const history = useHistory();
  return (
    <a
      ref={ref}
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        if ((props.target && props.target !== '_self') || isExternal(href)) return;
        event.preventDefault();
        const location = history.location();
        const here = location.pathname + location.search + location.hash;
        history.navigate(href, { replace: replace ?? href === here, state });
      }}
    />
  );
});

/** Moves to `to` once rendered (React Router's `<Navigate>`: on the server, nothing). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const href = hrefOf(to, useLocation());
  useEffect(() => navigate(href, { replace, state }), [navigate, href, replace, state]);
  return null;
}

export function useNavigate(): (to: To, options?: NavigateOptions) => void {
  const history = useHistory();
  const locale = useLocale();
  return useCallback(
    (to: To, options?: NavigateOptions) => history.navigate(hrefOf(localize(locale, to), history.location()), options),
    [history, locale],
  );
}

/** The address's query, and a move to the same page with another (a new history entry, the hash dropped, as with React Router). */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => {
      const query = (typeof next === 'function' ? next(params) : next).toString();
      navigate({ search: query ? `?${query}` : '' }, options);
    },
    [navigate, params],
  );
  return [params, setParams];
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
