import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { signupTexts } from '../../../lib/shared-messages';
import { resendVerification } from '../api/resend-verification';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { EmailAndSend } from './email-and-send';

/**
 * "Send me a new link", under a verification link that did not work. Shown only once the page's
 * scripts run (the page itself needs them to read its link), and posted, never put in a URL.
 */
export function ResendVerificationForm() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const { status, fieldErrors, submit } = useSubmitStatus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(async () => (await resendVerification({ email })).message, t`Something went wrong. Please try again.`);
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-5" aria-labelledby="resend-verification-intro">
      <p id="resend-verification-intro" className="text-sm text-gray-700">
        {t(signupTexts.resendIntro)}
      </p>
      <EmailAndSend email={email} onEmailChange={setEmail} status={status} fieldErrors={fieldErrors} buttonLabel={t`Send me a new link`} />
    </form>
  );
}
