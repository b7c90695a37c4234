import { Link } from '../../../lib/router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

/** Member Login, at /login and /memberlogin. */
export default function LoginPage() {
  return (
    <AuthCard
      title="Member Login"
      intro="Sign in to your staff account to reach your dashboard."
      footer={
        <>
          No account yet?{' '}
          <Link to="/register" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm />
      <p className="mt-4 text-sm">
        <Link to="/forgot-password" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
          Forgot your password?
        </Link>
      </p>
    </AuthCard>
  );
}
