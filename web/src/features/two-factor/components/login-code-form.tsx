import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { twoFactorTexts } from '../../../lib/shared-messages';
import { Button } from '../../../components/ui/button';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useReturnPath } from '../../sign-in-state';
import { landingPathFor, saveStaffSignIn } from '../../../lib/staff-sign-in-store';
import { logInWithCode } from '../api/log-in-with-code';
import { CodeField } from './code-field';

/**
 * Member Login's second step (decision 020): the code from her authenticator app, or one of her
 * recovery codes. A challenge that ended (expired, too many wrong codes) sends her back to the
 * password step.
 */
export function LoginCodeForm({ challengeToken, onRestart }: { challengeToken: string; onRestart: (message?: string) => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  // The sign-in page's `?next=` (where she was going), checked.
  const returnTo = useReturnPath();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ message: string; field?: string | undefined } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setFailure(null);
    try {
      const { token, user } = await logInWithCode({ challengeToken, code });
      saveStaffSignIn(token, user.role, user.mustChangePassword, user.mustSetUpTwoFactor);
      navigate(landingPathFor(user.role, user.mustChangePassword, user.mustSetUpTwoFactor, returnTo));
    } catch (error) {
      if (error instanceof ApiError && error.body?.code === 'TWO_FACTOR_CHALLENGE_INVALID') {
        onRestart(error.body.message);
        return;
      }
      setFailure({
        message: messageOf(error, t`Your code could not be checked. Please try again.`),
        field: error instanceof ApiError ? error.body?.fields?.code : undefined,
      });
      setSubmitting(false);
    }
  }

  function switchKind() {
    setRecovery((value) => !value);
    setCode('');
    setFailure(null);
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-5">
      <p className="text-gray-800">
        {recovery
          ? t`Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.`
          : t(twoFactorTexts.codePrompt)}
      </p>
      {/* The password form is gone: the code field takes the focus, also when she switches to a recovery code. */}
      <CodeField
        key={recovery ? 'recovery' : 'app'}
        autoFocus
        recovery={recovery}
        label={recovery ? t`Recovery code` : t`Authentication code`}
        value={code}
        error={failure?.field}
        onChange={(event) => setCode(event.target.value)}
      />
      {failure && <Banner tone="error">{failure.message}</Banner>}
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting ? t`Verifying...` : t`Verify`}
      </Button>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={switchKind}>
          {recovery ? t`Use the code from my app` : t`Use a recovery code`}
        </Button>
        <Button variant="ghost" onClick={() => onRestart()}>
          <Trans>Start over</Trans>
        </Button>
      </div>
    </form>
  );
}
