import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { readLinkToken, removeLinkTokenFromAddress } from '../../requests/lib/take-token';
import { AcceptInviteForm } from '../components/accept-invite-form';
import { AuthCard } from '../components/auth-card';

/**
 * /accept-invite#<token>, opened from an admin's invitation (issue 26): she chooses her own
 * password. The token is read from the fragment (which the browser never sends to a server) and
 * taken out of the address bar at once.
 */
export default function AcceptInvitePage() {
  const [token] = useState(() => (typeof window === 'undefined' ? null : readLinkToken(window.location.hash)));
  useEffect(() => removeLinkTokenFromAddress(), []);
  const { t } = useLingui();

  return (
    <AuthCard
      title={t`Welcome to the team`}
      intro={t`Choose the password for your new staff account.`}
      footer={
        <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
          <Trans>Back to Member Login</Trans>
        </Link>
      }
    >
      {token ? (
        <AcceptInviteForm token={token} />
      ) : (
        <Banner tone="error">
          <Trans>This page needs the link from your invitation e-mail. Please open it again, or ask an administrator to send you a new invitation.</Trans>
        </Banner>
      )}
    </AuthCard>
  );
}
