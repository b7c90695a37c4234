import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { sentValue, usePageFormResult, usePageFormAction } from '../../../lib/page-form';
import { requestPasswordReset } from '../api/request-password-reset';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { EmailAndSend } from './email-and-send';

/**
 * The e-mail address to send a reset link to. The answer is the same whether or not an account
 * uses it. Sent before the page's scripts have run, the server answers with this page (decision 011).
 */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const formAction = usePageFormAction('forgot-password');
  const sent = usePageFormResult('forgot-password');
  const [email, setEmail] = useState(() => sentValue(sent, 'email'));
  const { status, fieldErrors, submit } = useSubmitStatus(
    sent
      ? sent.status === 'success'
        ? { state: 'success', message: sent.message }
        : { state: 'error', message: sent.message, fields: sent.fields }
      : undefined,
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(async () => (await requestPasswordReset({ email })).message, t`Something went wrong. Please try again.`);
  }

  return (
    <form method="post" action={formAction} onSubmit={onSubmit} className="space-y-5">
      <EmailAndSend email={email} onEmailChange={setEmail} status={status} fieldErrors={fieldErrors} buttonLabel={t`Send me a link`} />
    </form>
  );
}
