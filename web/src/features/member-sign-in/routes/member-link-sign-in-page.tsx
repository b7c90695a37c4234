import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { ApiError } from '../../../lib/api-client';
import { Link, useNavigate } from '../../../lib/router';
import { AuthCard } from '../../auth';
import { readLinkToken, removeLinkTokenFromAddress } from '../../../lib/link-token';
import { memberAccountTexts } from '../../member-account';
import { signInWithLink } from '../api/sign-in-with-link';

type Outcome = { state: 'working' } | { state: 'failed'; message: string | null };

/**
 * `/member/sign-in#<token>`, opened from the sign-in e-mail: the token is read from the fragment
 * (which never reaches a server in the address), taken out of the address bar at once, and posted
 * once. Signed in, she goes to her own page; a link that does not work offers a new e-mail.
 */
export default function MemberLinkSignInPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [token] = useState(() => (typeof window === 'undefined' ? null : readLinkToken(window.location.hash)));
  // Without a token (or without the server's answer) the page says it with the server's own words for a link that does not work.
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'working' } : { state: 'failed', message: null });
  const sent = useRef(false);

  useEffect(() => {
    removeLinkTokenFromAddress();
    // Once, even when React runs effects twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    signInWithLink({ token }).then(
      () => navigate('/member', { replace: true }),
      (error: unknown) =>
        setOutcome({
          state: 'failed',
          message:
            error instanceof ApiError && error.body
              ? error.body.message
              : t`We could not reach the server. Please open the link again in a moment.`,
        }),
    );
  }, [token, navigate, t]);

  return (
    <AuthCard
      title={t`Member sign-in`}
      intro={t`We check the link from your sign-in e-mail.`}
      footer={
        <Link to="/memberlogin" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
          <Trans>Ask for a new sign-in e-mail</Trans>
        </Link>
      }
    >
      <meta name="robots" content="noindex, nofollow" />
      {outcome.state === 'working' ? (
        <p role="status" className="text-gray-700">
          <Trans>Signing you in…</Trans>
        </p>
      ) : (
        <Banner tone="error">{outcome.message ?? t(memberAccountTexts.linkInvalid)}</Banner>
      )}
    </AuthCard>
  );
}
