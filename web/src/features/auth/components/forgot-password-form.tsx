import { pageFormAction } from '@wfc/shared/forms/page-form';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { sentValue, usePageFormResult } from '../../../lib/page-form';
import { requestPasswordReset } from '../api/request-password-reset';
import { useSubmitStatus } from '../lib/use-submit-status';
import { SubmitStatusBanner } from './submit-status-banner';

/**
 * The e-mail address to send a reset link to. The answer is the same whether or not an account
 * uses it. Sent before the page's scripts have run, the server answers with this page (decision 011).
 */
export function ForgotPasswordForm() {
  const sent = usePageFormResult('forgot-password');
  const [email, setEmail] = useState(() => sentValue(sent, 'email'));
  const { status, fieldErrors, submit } = useSubmitStatus(
    sent ? (sent.status === 'success' ? { state: 'success', message: sent.message } : { state: 'error', message: sent.message, fields: sent.fields }) : undefined,
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await submit(async () => (await requestPasswordReset({ email })).message, 'Something went wrong. Please try again.');
  }

  return (
    <form method="post" action={pageFormAction('forgot-password')} onSubmit={onSubmit} className="space-y-5">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={fieldErrors?.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SubmitStatusBanner status={status} />
      <Button type="submit" disabled={status.state === 'submitting'} className="w-full">
        {status.state === 'submitting' ? 'Sending...' : 'Send me a link'}
      </Button>
    </form>
  );
}
