import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../lib/router';
import { resetPassword } from '../api/reset-password';
import { ChoosePasswordForm } from './choose-password-form';

/** The new password for the account whose reset link (its token) was opened; every sign-in of the account ends. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  return (
    <ChoosePasswordForm
      send={(newPassword) => resetPassword({ token, newPassword })}
      failure={t`Your password could not be changed. Please try again.`}
      consequence={t`Choosing it signs you out everywhere.`}
      submitLabel={t`Set new password`}
      afterError={
        <Link to="/forgot-password" className="font-semibold underline underline-offset-2">
          <Trans>Ask for a new link</Trans>
        </Link>
      }
    />
  );
}
