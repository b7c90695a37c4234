import { unlocalizedPath } from './locales';

/**
 * Every path the site's router knows. The server answers these with the app's HTML (200) and any
 * other non-API path with the 404 page and a real 404 status.
 */
export const publicPaths = [
  '/',
  '/allenablers',
  '/membership',
  '/events',
  '/resources',
  '/resources/blog',
  '/blogs',
  '/resources/podcast',
  '/podcast',
  '/resources/webinars',
  '/webinars',
  '/login',
  '/memberlogin',
  '/register',
  '/forgot-password',
] as const;

/** The dashboards, and `/account` (change password, two-factor sign-in), which every role has. */
export const staffPaths = ['/admin', '/operator', '/enabler', '/account'] as const;

/** The staff dashboards of product-spec.md §2, each at its own path (`/admin`). */
export type Dashboard = 'admin' | 'operator' | 'enabler';

/**
 * Each dashboard's screens (the admin's menu, the operator's and the enabler's tabs) and a screen's
 * own tabs, by the slugs of their addresses (issue 26): `/admin/users`, `/admin/content/events`,
 * `/operator/reports`. The first screen is the dashboard's bare path's, the first tab its screen's.
 */
export const dashboardScreens = {
  admin: [
    { slug: 'pending-requests', tabs: [] },
    { slug: 'create-user', tabs: [] },
    { slug: 'users', tabs: [] },
    { slug: 'enabler-profiles', tabs: [] },
    { slug: 'content', tabs: ['site-settings', 'home-carousel', 'enablers', 'events', 'blog', 'podcast', 'webinars'] },
    { slug: 'members', tabs: [] },
    { slug: 'mail', tabs: [] },
    { slug: 'sign-in-throttles', tabs: [] },
    { slug: 'audit-log', tabs: [] },
    { slug: 'security', tabs: [] },
  ],
  operator: [
    { slug: 'cases', tabs: [] },
    { slug: 'reports', tabs: [] },
    { slug: 'overview', tabs: [] },
    { slug: 'inquiries', tabs: [] },
    { slug: 'members', tabs: [] },
  ],
  enabler: [
    { slug: 'overview', tabs: [] },
    { slug: 'cases', tabs: [] },
    { slug: 'inquiries', tabs: [] },
  ],
} as const satisfies Record<Dashboard, readonly { slug: string; tabs: readonly string[] }[]>;

/** A screen's slug on one dashboard: `'users'` on the admin's. */
export type DashboardScreen<D extends Dashboard> = (typeof dashboardScreens)[D][number]['slug'];

/** Where on a dashboard an address points: a screen, and its tab when it has tabs. */
export interface DashboardPlace {
  screen: string;
  tab: string | undefined;
}

/**
 * The screen and tab of a dashboard's address (without its language prefix): `/admin` is the first
 * screen, `/admin/content` the Content screen's first tab; a first screen or tab may also be named
 * (`/operator/cases`). Undefined for an address the dashboard does not have (`/admin/nope`).
 */
export function dashboardPlaceOf(dashboard: Dashboard, pathname: string): DashboardPlace | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const [first, screenSlug, tabSlug, ...rest] = path.split('/').slice(1);
  if (first !== dashboard || rest.length > 0) return undefined;
  const screens: readonly { slug: string; tabs: readonly string[] }[] = dashboardScreens[dashboard];
  const screen = screenSlug === undefined ? screens[0] : screens.find((candidate) => candidate.slug === screenSlug);
  if (!screen) return undefined;
  if (tabSlug !== undefined && !screen.tabs.includes(tabSlug)) return undefined;
  return { screen: screen.slug, tab: tabSlug ?? screen.tabs[0] };
}

/**
 * The address of a dashboard's screen and tab, as its menu and tabs link it: the bare path for the
 * first screen (`/admin`), the screen's path for its first tab (`/admin/content`).
 */
export function dashboardPathOf(dashboard: Dashboard, screen: string, tab?: string): string {
  const screens: readonly { slug: string; tabs: readonly string[] }[] = dashboardScreens[dashboard];
  const index = screens.findIndex((candidate) => candidate.slug === screen);
  const tabs = screens[index]?.tabs ?? [];
  const screenPath = `/${dashboard}/${screen}`;
  if (tab !== undefined && tabs.indexOf(tab) > 0) return `${screenPath}/${tab}`;
  return index <= 0 ? `/${dashboard}` : screenPath;
}

/** Every address below a dashboard's own path: its screens', each one's tabs', first ones named too. */
export const dashboardSubPaths: readonly string[] = (Object.keys(dashboardScreens) as Dashboard[]).flatMap((dashboard) =>
  dashboardScreens[dashboard].flatMap(({ slug, tabs }) => [`/${dashboard}/${slug}`, ...tabs.map((tab) => `/${dashboard}/${slug}/${tab}`)]),
);

/**
 * Pages for one person that anyone may open but no search engine should list: served with the app
 * shell (never prerendered, so nothing of them is in the built HTML) and marked noindex.
 * The requester's page, the password reset page, the invitation page, the e-mail verification page and a member's
 * confirm and unsubscribe pages read their token from the URL's fragment, which never reaches the
 * server.
 */
export const privatePaths = ['/request', '/reset-password', '/accept-invite', '/verify-email', '/membership/confirm', '/membership/unsubscribe'] as const;

export const knownPaths: readonly string[] = [...publicPaths, ...staffPaths, ...dashboardSubPaths, ...privatePaths];

/** Whether the router has a screen for this path, in any language (a trailing slash is ignored). */
export function isKnownPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return knownPaths.includes(unlocalizedPath(path));
}

/** The slug of a blog post's own page (`/resources/blog/<slug>` or `/blogs/<slug>`), else undefined. */
export function articleSlugOf(pathname: string): string | undefined {
  return /^\/(?:resources\/blog|blogs)\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
}
