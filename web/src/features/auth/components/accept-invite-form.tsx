import { useLingui } from '@lingui/react/macro';
import { acceptInvite } from '../api/accept-invite';
import { ChoosePasswordForm } from './choose-password-form';

/** The password an invited person chooses for her new staff account (issue 26); whoever was signed in on this browser is signed out. */
export function AcceptInviteForm({ token }: { token: string }) {
  const { t } = useLingui();
  return (
    <ChoosePasswordForm
      send={(newPassword) => acceptInvite({ token, newPassword })}
      failure={t`Your password could not be set. Please try again.`}
      consequence={t`Then you sign in with your e-mail address and this password.`}
      submitLabel={t`Set my password`}
    />
  );
}
