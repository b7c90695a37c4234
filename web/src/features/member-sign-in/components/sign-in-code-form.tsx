import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useNavigate } from '../../../lib/router';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { CodeField } from '../../two-factor';
import { signInWithCode } from '../api/sign-in-with-code';
import { linkButtonClasses } from './link-button';

/**
 * The member sign-in's second step: the 6-digit code from the e-mail, with the address it was sent
 * to. Signed in, she goes to her own page. `sentMessage` is the server's answer to the first step;
 * `moveFocus` puts the focus on the step's heading when she arrived here from the first step.
 */
export function SignInCodeForm({
  initialEmail,
  sentMessage,
  moveFocus,
  onNewEmail,
}: {
  initialEmail: string;
  sentMessage: string | null;
  moveFocus: boolean;
  onNewEmail: (email: string) => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const { status, fieldErrors, submit } = useSubmitStatus();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (moveFocus) heading.current?.focus();
  }, [moveFocus]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Rendered only by the scripts: the browser never submits it itself (the code must not reach a URL).
    event.preventDefault();
    const signedIn = await submit(async () => (await signInWithCode({ email, code })).message, t`Something went wrong. Please try again.`);
    if (signedIn) navigate('/member');
  }

  return (
    <div>
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-gray-900 focus:outline-none">
        <Trans>Enter the code from the e-mail</Trans>
      </h2>
      {sentMessage && (
        <Banner tone="success" className="mt-3">
          {sentMessage}
        </Banner>
      )}
      <p className="mt-3 text-sm text-gray-700">
        <Trans>Open the e-mail and follow its link, or type its 6-digit code here.</Trans>
      </p>
      <form method="post" onSubmit={onSubmit} className="mt-5 space-y-5">
        <TextField
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={fieldErrors?.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {/* Room for one space: the e-mail may show the code as two groups of three digits. */}
        <CodeField
          label={t`Code (6 digits)`}
          value={code}
          maxLength={7}
          error={fieldErrors?.code}
          onChange={(event) => setCode(event.target.value)}
        />
        <SubmitStatusBanner status={status} />
        <Button type="submit" disabled={status.state === 'submitting' || status.state === 'success'} className="w-full">
          {status.state === 'submitting' ? t`Signing in...` : t`Sign in`}
        </Button>
      </form>
      <p className="mt-4 text-sm text-gray-700">
        <Trans>No e-mail, or the code has expired?</Trans>{' '}
        <button type="button" className={linkButtonClasses} onClick={() => onNewEmail(email)}>
          <Trans>Send me a new e-mail</Trans>
        </button>
      </p>
    </div>
  );
}
