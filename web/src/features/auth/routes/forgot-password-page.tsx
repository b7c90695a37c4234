import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../lib/router';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

/** "Forgot your password?", at /forgot-password: a reset link by e-mail. */
export default function ForgotPasswordPage() {
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Forgot your password?`}
      intro={t`Enter the e-mail address of your staff account and we will send you a link to choose a new password.`}
      footer={
        <>
          <Trans>
            Remembered it?{' '}
            <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
              Back to Member Login
            </Link>
          </Trans>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
