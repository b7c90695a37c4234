/**
 * The staff dashboards' screens and tabs (issue 26), apart from routes.ts, which the home page's
 * first load carries: only the dashboards' own (lazily loaded) code reads this list (issue 30 moved
 * it here to keep the first load within its budget).
 */

/** The staff dashboards of product-spec.md §2, each at its own path (`/admin`). */
export type Dashboard = 'admin' | 'operator' | 'enabler';

/** A screen of a dashboard: the slug of its address, and its own tabs' when it has tabs. */
export interface DashboardScreenEntry {
  slug: string;
  tabs?: readonly string[];
}

/**
 * Each dashboard's screens (the admin's menu, the operator's and the enabler's tabs) and a screen's
 * own tabs, by the slugs of their addresses (issue 26): `/admin/users`, `/admin/content/events`,
 * `/operator/reports`. The first screen is the dashboard's bare path's, the first tab its screen's.
 */
export const dashboardScreens = {
  admin: [
    { slug: 'pending-requests' },
    { slug: 'create-user' },
    { slug: 'users' },
    { slug: 'enabler-profiles' },
    { slug: 'content', tabs: ['site-settings', 'home-carousel', 'enablers', 'events', 'blog', 'podcast', 'webinars'] },
    { slug: 'members' },
    { slug: 'directory' },
    { slug: 'newsletters' },
    { slug: 'events' },
    { slug: 'sessions' },
    { slug: 'reports' },
    { slug: 'mail' },
    { slug: 'inbox' },
    { slug: 'sign-in-throttles' },
    { slug: 'audit-log' },
    { slug: 'security' },
  ],
  operator: [
    { slug: 'cases' },
    { slug: 'reports' },
    { slug: 'overview' },
    { slug: 'inquiries' },
    { slug: 'inbox' },
    { slug: 'members' },
    { slug: 'directory' },
    { slug: 'newsletters' },
    { slug: 'events' },
    { slug: 'sessions' },
  ],
  enabler: [{ slug: 'overview' }, { slug: 'cases' }, { slug: 'inquiries' }, { slug: 'sessions' }],
} as const satisfies Record<Dashboard, readonly DashboardScreenEntry[]>;

/** A screen's slug on one dashboard: `'users'` on the admin's. */
export type DashboardScreen<D extends Dashboard> = (typeof dashboardScreens)[D][number]['slug'];

/** Every address below a dashboard's own path: its screens', each one's tabs', first ones named too. */
// A call marked pure, like knownPaths below: the home page's first load does not read it, and so leaves the lists out.
export const dashboardSubPaths: readonly string[] = /* @__PURE__ */ subPathsOf(dashboardScreens);

function subPathsOf(screens: Record<Dashboard, readonly DashboardScreenEntry[]>): readonly string[] {
  return (Object.keys(screens) as Dashboard[]).flatMap((dashboard) =>
    screens[dashboard].flatMap(({ slug, tabs = [] }) => [`/${dashboard}/${slug}`, ...tabs.map((tab) => `/${dashboard}/${slug}/${tab}`)]),
  );
}
