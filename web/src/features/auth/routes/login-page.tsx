import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../lib/router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { StaffAudience } from '../components/staff-audience';

/** Member Login, at /login: the spec's sign-in of staff accounts; members sign in by e-mail at /memberlogin (issue 28). */
export default function LoginPage() {
  const { t } = useLingui();
  return (
    <AuthCard
      audience={<StaffAudience roles="all" />}
      title={t`Member Login`}
      intro={t`Sign in to your staff account to reach your dashboard.`}
      footer={
        <>
          <Trans>
            No account yet?{' '}
            <Link to="/register" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
              Create an account
            </Link>
          </Trans>
        </>
      }
    >
      <LoginForm />
      <p className="mt-4 text-sm">
        <Link to="/forgot-password" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
          <Trans>Forgot your password?</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
