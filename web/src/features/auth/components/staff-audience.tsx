import { Trans } from '@lingui/react/macro';
import { Link } from '../../../lib/router';

/**
 * The first lines of the staff's Member Login and Create Account screens (issue 38): the spec's
 * titles stay, and a visitor reads first that these are for the club's staff, and where members
 * sign in instead.
 */
export function StaffAudience({ roles }: { roles: 'all' | 'applicants' }) {
  return (
    <>
      <p className="font-semibold text-gray-900">
        {roles === 'all' ? (
          <Trans>For the club's staff: admins, operators and enablers.</Trans>
        ) : (
          <Trans>For the club's staff: enablers and operators.</Trans>
        )}
      </p>
      <p className="mt-1">
        <Trans>
          A member of the club?{' '}
          <Link to="/memberlogin" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
            Sign in with your e-mail address.
          </Link>
        </Trans>
      </p>
    </>
  );
}
