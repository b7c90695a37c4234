import { useLingui } from '@lingui/react/macro';
import { pageFormAction } from '@wfc/shared/forms/page-form';
import { sharedMessages } from '../../../lib/shared-messages';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { sentValue, usePageFormResult } from '../../../lib/page-form';
import { messageOf } from '../../../lib/api-client';
import { useReturnPath } from '../../sign-in-state';
import { landingPathFor, saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { LoginCodeForm } from '../../two-factor';
import { logIn } from '../api/log-in';

/**
 * Email and password; on success the stored staff sign-in and the role's dashboard (product-spec.md §2, §8),
 * or where she was going (`?next=`, a site path only).
 * An account with two-factor sign-in is then asked for a code (decision 020).
 */
export function LoginForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Where she was going when sign-in was asked for (a case e-mail's link), checked: a site path only.
  const returnTo = useReturnPath();
  // Sent before the page's scripts had run: the server signed her in (or refused) and rendered this page.
  const sent = usePageFormResult('login');
  const [email, setEmail] = useState(() => sentValue(sent, 'email'));
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(sent?.status === 'success' && !sent.twoFactorChallenge);
  const [failure, setFailure] = useState<string | null>(sent?.status === 'error' ? sent.message : null);
  // The password was right and her account asks for a code: the challenge the code step sends back.
  const [challenge, setChallenge] = useState<string | null>(sent?.twoFactorChallenge ?? null);

  // A sign-in the server did before the scripts ran is stored now, as the login call's answer would be.
  useEffect(() => {
    if (!sent?.session) return;
    const mustChange = sent.session.mustChangePassword === true;
    const mustSetUp = sent.session.mustSetUpTwoFactor === true;
    saveStaffSignIn(sent.session.token, sent.session.role, mustChange, mustSetUp);
    navigate(landingPathFor(sent.session.role, mustChange, mustSetUp, returnTo), { replace: true });
  }, [sent, navigate, returnTo]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setFailure(null);
    try {
      const result = await logIn({ email, password });
      if ('twoFactorRequired' in result) {
        setPassword('');
        setSubmitting(false);
        setChallenge(result.challengeToken);
        return;
      }
      const { token, user } = result;
      saveStaffSignIn(token, user.role, user.mustChangePassword, user.mustSetUpTwoFactor);
      navigate(landingPathFor(user.role, user.mustChangePassword, user.mustSetUpTwoFactor, returnTo));
    } catch (error) {
      setFailure(messageOf(error, i18n._(sharedMessages.loginFailed)));
      setSubmitting(false);
    }
  }

  if (challenge) {
    const restart = (message?: string) => {
      setChallenge(null);
      setFailure(message ?? null);
    };
    return <LoginCodeForm challengeToken={challenge} onRestart={restart} />;
  }

  return (
    <form method="post" action={pageFormAction('login', pathname)} onSubmit={onSubmit} className="space-y-5">
      <TextField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {failure && <Banner tone="error">{failure}</Banner>}
      {sent?.status === 'success' && <Banner tone="success">{sent.message}</Banner>}
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? t`Logging in...` : t`Login`}
      </Button>
    </form>
  );
}
