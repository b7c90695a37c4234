import {
  dashboardPathOf,
  dashboardPlaceOf,
  dashboardScreens,
  type Dashboard,
  type DashboardPlace,
  type DashboardScreen,
} from '@wfc/shared';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, usePagePath } from './router';

/**
 * The state of a move between a dashboard's screens: the layout keeps the scroll where it is (as
 * it did when the screens were switched in place) rather than going to the top as for a new page.
 */
export const DASHBOARD_MOVE_STATE = { scrolled: true } as const;

/** A dashboard's screen and tab as its address names them, and the way to another one. */
export interface DashboardPlaceControl<Screen extends string> {
  screen: Screen;
  /** The screen's tab, for a screen with tabs (the admin's Content). */
  tab: string | undefined;
  /** Goes to a screen (and tab): a new history entry, or in place of this one with `replace`. */
  open: (screen: Screen, tab?: string, options?: { replace?: boolean }) => void;
}

/**
 * Where on a dashboard the address says she is (issue 26): `/admin/content/events` is the Content
 * screen's Events tab, so Back, Forward, a reload and a bookmark all find the screen again. The
 * older addresses still lead there, taking the newer one's place in the history: an e-mail's
 * `?tab=inquiries`, and a case opened at the bare path (`/enabler?case=…`) goes under `caseScreen`,
 * the list it belongs to, so that closing it shows that list.
 */
export function useDashboardPlace<D extends Dashboard>(
  dashboard: D,
  { caseScreen }: { caseScreen?: DashboardScreen<D> } = {},
): DashboardPlaceControl<DashboardScreen<D>> {
  const pagePath = usePagePath();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const moved = movedPath(dashboard, pagePath, search, caseScreen);
  const place = dashboardPlaceOf(dashboard, moved?.pathname ?? pagePath) ?? firstPlace(dashboard);

  const movedTo = moved && `${moved.pathname}${moved.search}${hash}`;
  useEffect(() => {
    if (movedTo) navigate(movedTo, { replace: true, state: DASHBOARD_MOVE_STATE });
  }, [movedTo, navigate]);

  const open = useCallback(
    (screen: DashboardScreen<D>, tab?: string, { replace = false }: { replace?: boolean } = {}) =>
      navigate(dashboardPathOf(dashboard, screen, tab), { replace, state: DASHBOARD_MOVE_STATE }),
    [navigate, dashboard],
  );
  // The place was read from this dashboard's own list of screens.
  return { screen: place.screen as DashboardScreen<D>, tab: place.tab, open };
}

function firstPlace(dashboard: Dashboard): DashboardPlace {
  return { screen: dashboardScreens[dashboard][0].slug, tab: undefined };
}

/** The address an older link (`?tab=`, a case at the bare path) now has, or undefined when it has its own. */
function movedPath(
  dashboard: Dashboard,
  pagePath: string,
  search: string,
  caseScreen: string | undefined,
): { pathname: string; search: string } | undefined {
  const params = new URLSearchParams(search);
  const tab = params.get('tab');
  const atBarePath = pagePath.replace(/\/+$/, '') === `/${dashboard}`;
  let screen: string | undefined;
  if (tab !== null && dashboardScreens[dashboard].some(({ slug }) => slug === tab)) screen = tab;
  else if (atBarePath && caseScreen && params.has('case')) screen = caseScreen;
  else return undefined;
  params.delete('tab');
  const rest = params.toString();
  return { pathname: dashboardPathOf(dashboard, screen), search: rest ? `?${rest}` : '' };
}
