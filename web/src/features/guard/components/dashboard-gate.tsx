import { dashboardSubPaths, type Dashboard } from '@wfc/shared';
import type { ReactNode } from 'react';
import { usePagePath } from '../../../lib/router';

/** Whether `path` (without its language prefix) is the dashboard's own or one of its screens' or tabs'. */
function isDashboardPath(dashboard: Dashboard, path: string): boolean {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return bare === `/${dashboard}` || (bare.startsWith(`/${dashboard}/`) && dashboardSubPaths.includes(bare));
}

/** The dashboard at its addresses, and `notFound` (the 404 page) at any other below it. */
export function DashboardGate({ dashboard, notFound, children }: { dashboard: Dashboard; notFound: ReactNode; children: ReactNode }) {
  return isDashboardPath(dashboard, usePagePath()) ? children : notFound;
}
