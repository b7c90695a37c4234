import { dashboardSubPaths, type Dashboard } from '@wfc/shared';
import type { ReactElement } from 'react';
import { Route } from 'react-router';

/**
 * A dashboard's routes: its path and the address of each of its screens and tabs (`admin/users`,
 * `admin/content/events`; shared/src/routes.ts, issue 26), all with one element, so a move between
 * them keeps the dashboard mounted and only its screen changes. A path below it that it lacks
 * matches none of them, and is the 404 page, as the server answers it.
 */
export function dashboardRoutes(dashboard: Dashboard, element: ReactElement) {
  const paths = [`/${dashboard}`, ...dashboardSubPaths.filter((path) => path.startsWith(`/${dashboard}/`))];
  return paths.map((path) => <Route key={path} path={path.slice(1)} element={element} />);
}
