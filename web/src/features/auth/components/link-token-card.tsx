import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { readLinkToken, removeLinkTokenFromAddress } from '../../../lib/link-token';
import { AuthCard } from './auth-card';

interface LinkTokenCardProps {
  title: string;
  intro: string;
  /** The form, given the link's token. */
  children: (token: string) => ReactNode;
  /** Said when the page was opened without a token. */
  missing: ReactNode;
}

/**
 * A page opened from an e-mailed single-use link (`/reset-password#<token>`, `/accept-invite#<token>`):
 * the token is read from the fragment (which the browser never sends to a server) and taken out of
 * the address bar at once; the way back is Member Login.
 */
export function LinkTokenCard({ title, intro, children, missing }: LinkTokenCardProps) {
  const [token] = useState(() => (typeof window === 'undefined' ? null : readLinkToken(window.location.hash)));
  useEffect(() => removeLinkTokenFromAddress(), []);
  return (
    <AuthCard
      title={title}
      intro={intro}
      footer={
        <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
          <Trans>Back to Member Login</Trans>
        </Link>
      }
    >
      {token ? children(token) : <Banner tone="error">{missing}</Banner>}
    </AuthCard>
  );
}
