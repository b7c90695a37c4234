import { dashboardScreens, type Dashboard, type DashboardScreenEntry } from './routes';

// Kept apart from routes.ts, which the home page's first load carries (its budget, decisions.md 18):
// only the staff screens read these.

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
  const screens: readonly DashboardScreenEntry[] = dashboardScreens[dashboard];
  const screen = screenSlug === undefined ? screens[0] : screens.find((candidate) => candidate.slug === screenSlug);
  if (!screen) return undefined;
  if (tabSlug !== undefined && !screen.tabs?.includes(tabSlug)) return undefined;
  return { screen: screen.slug, tab: tabSlug ?? screen.tabs?.[0] };
}

/**
 * The address of a dashboard's screen and tab, as its menu and tabs link it: the bare path for the
 * first screen (`/admin`), the screen's path for its first tab (`/admin/content`).
 */
export function dashboardPathOf(dashboard: Dashboard, screen: string, tab?: string): string {
  const screens: readonly DashboardScreenEntry[] = dashboardScreens[dashboard];
  const index = screens.findIndex((candidate) => candidate.slug === screen);
  const tabs = screens[index]?.tabs ?? [];
  const screenPath = `/${dashboard}/${screen}`;
  if (tab !== undefined && tabs.indexOf(tab) > 0) return `${screenPath}/${tab}`;
  return index <= 0 ? `/${dashboard}` : screenPath;
}
