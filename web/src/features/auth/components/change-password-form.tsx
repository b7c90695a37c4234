import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useReturnPath } from '../../sign-in-state';
import { dashboardPathFor, saveStaffSignIn, useStaffSignIn } from '../../../lib/staff-sign-in-store';
import { useNavigate } from '../../../lib/router';
import { Button } from '../../../components/ui/button';
import { passwordTexts } from '../../../lib/shared-messages';
import { changePassword } from '../api/change-password';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { NewPasswordField, PasswordField } from '../../../components/ui/password-field';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';

/**
 * Current and new password. On success her staff sign-in here goes on with the fresh token (every
 * other one has ended); a first admin who had to choose her own password then goes to her dashboard.
 */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const staffSignIn = useStaffSignIn();
  // Where she was going when sign-in was asked for (carried from /login), checked.
  const returnTo = useReturnPath();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { status, fieldErrors, submit } = useSubmitStatus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wasRequired = staffSignIn.mustChangePassword;
    let mustSetUpTwoFactor = false;
    const changed = await submit(
      async () => {
        const { token, user } = await changePassword({ currentPassword, newPassword });
        saveStaffSignIn(token, user.role, user.mustChangePassword, user.mustSetUpTwoFactor);
        mustSetUpTwoFactor = user.mustSetUpTwoFactor;
        return t(passwordTexts.changed);
      },
      t`Your password could not be changed. Please try again.`,
    );
    if (!changed) return;
    setCurrentPassword('');
    setNewPassword('');
    // Unless she must also set up two-factor sign-in, on this page.
    if (wasRequired && !mustSetUpTwoFactor) navigate(returnTo ?? dashboardPathFor(staffSignIn.role), { replace: true });
  }

  return (
    <form method="post" onSubmit={onSubmit} className="space-y-5">
      <PasswordField
        label={t`Current password`}
        name="currentPassword"
        autoComplete="current-password"
        required
        value={currentPassword}
        error={fieldErrors?.currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <NewPasswordField
        value={newPassword}
        error={fieldErrors?.newPassword}
        onChange={setNewPassword}
        consequence={t`Changing it signs you out on every other device.`}
      />
      <SubmitStatusBanner status={status} />
      <Button type="submit" disabled={status.state === 'submitting'} className="w-full">
        {status.state === 'submitting' ? t`Changing...` : t`Change password`}
      </Button>
    </form>
  );
}
