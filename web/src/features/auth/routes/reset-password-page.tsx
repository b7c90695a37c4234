import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { readLinkToken, removeLinkTokenFromAddress } from '../../requests/lib/take-token';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

/**
 * /reset-password#<token>, opened from the e-mail: the token is read from the fragment (which the
 * browser never sends to a server) and taken out of the address bar at once.
 */
export default function ResetPasswordPage() {
  const [token] = useState(() => (typeof window === 'undefined' ? null : readLinkToken(window.location.hash)));
  useEffect(() => removeLinkTokenFromAddress(), []);
  const { t } = useLingui();

  return (
    <AuthCard
      title={t`Choose a new password`}
      intro={t`Choose the new password for your staff account.`}
      footer={
        <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
          <Trans>Back to Member Login</Trans>
        </Link>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Banner tone="error">
          <Trans>
            This page needs the link from your e-mail. Please open it again, or{' '}
            <Link to="/forgot-password" className="font-semibold underline underline-offset-2">
              ask for a new link
            </Link>
            .
          </Trans>
        </Banner>
      )}
    </AuthCard>
  );
}
