import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { clearSession } from '../../session/session-store';
import { resetPassword } from '../api/reset-password';
import { useSubmitStatus } from '../lib/use-submit-status';
import { NewPasswordField } from './password-field';
import { SubmitStatusBanner } from './submit-status-banner';

/** The new password for the account whose reset link (its token) was opened. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const [newPassword, setNewPassword] = useState('');
  const { status, fieldErrors, submit } = useSubmitStatus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await submit(async () => (await resetPassword({ token, newPassword })).message, t`Your password could not be changed. Please try again.`);
    // Every session of the account has ended, this browser's included.
    if (done) clearSession();
  }

  if (status.state === 'success') {
    return (
      <div className="space-y-4">
        <Banner tone="success">{status.message}</Banner>
        <Link to="/login" className="inline-block font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
          <Trans>Go to Member Login</Trans>
        </Link>
      </div>
    );
  }
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-5">
      <NewPasswordField value={newPassword} error={fieldErrors?.newPassword} onChange={setNewPassword} consequence={t`Choosing it signs you out everywhere.`} />
      <SubmitStatusBanner
        status={status}
        afterError={
          fieldErrors === undefined && (
            <Link to="/forgot-password" className="font-semibold underline underline-offset-2">
              <Trans>Ask for a new link</Trans>
            </Link>
          )
        }
      />
      <Button type="submit" disabled={status.state === 'submitting'} className="w-full">
        {status.state === 'submitting' ? t`Saving...` : t`Set new password`}
      </Button>
    </form>
  );
}
