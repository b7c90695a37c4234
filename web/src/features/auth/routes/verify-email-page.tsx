import { Trans, useLingui } from '@lingui/react/macro';
import { signupMessages } from '@wfc/shared/auth/signup.messages';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { messageOf } from '../../guard/use-staff-query';
import { readLinkToken, removeLinkTokenFromAddress } from '../../requests/lib/take-token';
import { verifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { ResendVerificationForm } from '../components/resend-verification-form';

type State = { tone: 'info' | 'success' | 'error'; text: string };

/**
 * /verify-email#<token>, opened from the registration e-mail: the token is read from the fragment
 * (never sent to a server in the address), taken out of the address bar, and posted once.
 */
export default function VerifyEmailPage() {
  const [token] = useState(() => (typeof window === 'undefined' ? null : readLinkToken(window.location.hash)));
  const [state, setState] = useState<State>(() =>
    token ? { tone: 'info', text: signupMessages.verifying } : { tone: 'error', text: signupMessages.noToken },
  );
  const sent = useRef(false);
  const { t } = useLingui();

  useEffect(() => {
    removeLinkTokenFromAddress();
    // Once, even when React runs the effect twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token).then(
      (result) => setState({ tone: 'success', text: result.message || signupMessages.verified }),
      (error: unknown) => setState({ tone: 'error', text: messageOf(error, signupMessages.verifyLinkInvalid) }),
    );
  }, [token]);

  return (
    <AuthCard
      title={t`Confirm your e-mail address`}
      intro={t`We check the link from your registration e-mail.`}
      footer={
        <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
          <Trans>Go to Member Login</Trans>
        </Link>
      }
    >
      <Banner tone={state.tone}>{state.text}</Banner>
      {state.tone === 'error' ? (
        <div className="mt-6 border-t border-gray-200 pt-6">
          <ResendVerificationForm />
        </div>
      ) : null}
    </AuthCard>
  );
}
