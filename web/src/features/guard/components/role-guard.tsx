import type { Dashboard } from '@wfc/shared';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../../not-found';
import { DashboardGate } from './dashboard-gate';
import { Navigate, useLocation } from '../../../lib/router';
import { useHydrated } from '../../../lib/use-hydrated';
import { loginPathFor } from '../../sign-in-state';
import { useStaffSignIn, wasSignedOutHere } from '../../../lib/staff-sign-in-store';

/**
 * The client guard of the staff screens (product-spec.md §2): from the stored token and role only,
 * no token goes to /login (with where she was going, `?next=`, so that a case e-mail's link still
 * opens the case after sign-in) and a role outside `allow` goes home, both replacing the history entry.
 * It only chooses screens; the server checks every staff call against the account (decisions.md 9).
 */
export function RoleGuard({
  allow,
  allowBeforePasswordChange = false,
  dashboard,
  children,
}: {
  allow: readonly string[];
  /** For /account: shown even while she must first choose her own password or set up two-factor sign-in. */
  allowBeforePasswordChange?: boolean;
  /** A dashboard's guard: an address below it that it lacks is the 404 page, for anyone, signed in or not. */
  dashboard?: Dashboard;
  children: ReactNode;
}) {
  if (dashboard) {
    return (
      <DashboardGate dashboard={dashboard} notFound={<NotFoundPage />}>
        <Guarded allow={allow} allowBeforePasswordChange={allowBeforePasswordChange}>
          {children}
        </Guarded>
      </DashboardGate>
    );
  }
  return (
    <Guarded allow={allow} allowBeforePasswordChange={allowBeforePasswordChange}>
      {children}
    </Guarded>
  );
}

function Guarded({
  allow,
  allowBeforePasswordChange,
  children,
}: {
  allow: readonly string[];
  allowBeforePasswordChange: boolean;
  children: ReactNode;
}) {
  const staffSignIn = useStaffSignIn();
  const location = useLocation();
  // Storage is unknown while hydrating a prerendered page; decide once it can be read.
  const hydrated = useHydrated();
  if (!hydrated) return null;
  if (!staffSignIn.token) {
    // Signed out here (Logout): plain /login, so the next person lands on her own dashboard.
    const returnTo = wasSignedOutHere() ? '/login' : loginPathFor(location.pathname + location.search + location.hash);
    return <Navigate to={returnTo} replace />;
  }
  if (!staffSignIn.role || !allow.includes(staffSignIn.role)) return <Navigate to="/" replace />;
  // The server refuses her dashboards anyway (403 PASSWORD_CHANGE_REQUIRED, TWO_FACTOR_SETUP_REQUIRED) until then.
  if ((staffSignIn.mustChangePassword || staffSignIn.mustSetUpTwoFactor) && !allowBeforePasswordChange)
    return <Navigate to="/account" replace />;
  return children;
}
