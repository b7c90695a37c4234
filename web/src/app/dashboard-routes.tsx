import type { Dashboard } from '@wfc/shared';
import type { ReactElement } from 'react';
import { Route } from '../lib/router';

/**
 * A dashboard's route: its path and every address below it (`admin/users`, `admin/content/events`;
 * shared/src/routes.ts, issue 26), all with one element, so a move between them keeps the dashboard
 * mounted and only its screen changes. Which addresses it has is checked by the element
 * (DashboardGate, inside the lazily loaded guard): a path below it that it lacks is the 404 page, as
 * the server answers it, and the list of screens stays out of the home page's first load.
 */
export function dashboardRoutes(dashboard: Dashboard, element: ReactElement) {
  return <Route path={`/${dashboard}/*?`}>{element}</Route>;
}
