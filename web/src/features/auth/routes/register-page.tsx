import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../lib/router';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { StaffAudience } from '../components/staff-audience';

/** Create Account: self-registration as an enabler or operator, pending an admin's approval (decisions.md 8). */
export default function RegisterPage() {
  const { t } = useLingui();
  return (
    <AuthCard
      audience={<StaffAudience roles="applicants" />}
      title={t`Create Account`}
      intro={t`Join as an enabler or an operator. An administrator approves new accounts before the first login.`}
      footer={
        <>
          <Trans>
            Already have an account?{' '}
            <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
              Log in
            </Link>
          </Trans>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
