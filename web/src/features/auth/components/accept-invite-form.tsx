import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { clearSession } from '../../session/session-store';
import { acceptInvite } from '../api/accept-invite';
import { useSubmitStatus } from '../lib/use-submit-status';
import { NewPasswordField } from './password-field';
import { SubmitStatusBanner } from './submit-status-banner';

/** The password an invited person chooses for her new staff account (issue 26). */
export function AcceptInviteForm({ token }: { token: string }) {
  const { t } = useLingui();
  const [newPassword, setNewPassword] = useState('');
  const { status, fieldErrors, submit } = useSubmitStatus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await submit(async () => (await acceptInvite({ token, newPassword })).message, t`Your password could not be set. Please try again.`);
    // Whoever was signed in on this browser is not the person who now signs in.
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
      <NewPasswordField value={newPassword} error={fieldErrors?.newPassword} onChange={setNewPassword} consequence={t`Then you sign in with your e-mail address and this password.`} />
      <SubmitStatusBanner status={status} />
      <Button type="submit" disabled={status.state === 'submitting'} className="w-full">
        {status.state === 'submitting' ? t`Saving...` : t`Set my password`}
      </Button>
    </form>
  );
}
