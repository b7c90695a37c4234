import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { signupTexts } from '../../../lib/shared-messages';
import { messageOf } from '../../../lib/api-client';
import { readLinkToken, removeLinkTokenFromAddress } from '../../../lib/link-token';
import { verifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { ResendVerificationForm } from '../components/resend-verification-form';

/** The banner: the server's text, or one of ours (translated when shown). */
type State = { tone: 'info' | 'success' | 'error'; text: string | MessageDescriptor };

/**
 * /verify-email#<token>, opened from the registration e-mail: the token is read from the fragment
 * (never sent to a server in the address), taken out of the address bar, and posted once.
 */
export default function VerifyEmailPage() {
  const [token] = useState(() => (typeof window === 'undefined' ? null : readLinkToken(window.location.hash)));
  const [state, setState] = useState<State>(() =>
    token ? { tone: 'info', text: signupTexts.verifying } : { tone: 'error', text: signupTexts.noToken },
  );
  const sent = useRef(false);
  const { t } = useLingui();

  useEffect(() => {
    removeLinkTokenFromAddress();
    // Once, even when React runs the effect twice in development.
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token).then(
      (result) => setState({ tone: 'success', text: result.message || signupTexts.verified }),
      (error: unknown) => setState({ tone: 'error', text: messageOf(error, '') || signupTexts.verifyLinkInvalid }),
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
      <Banner tone={state.tone}>{typeof state.text === 'string' ? state.text : t(state.text)}</Banner>
      {state.tone === 'error' ? (
        <div className="mt-6 border-t border-gray-200 pt-6">
          <ResendVerificationForm />
        </div>
      ) : null}
    </AuthCard>
  );
}
