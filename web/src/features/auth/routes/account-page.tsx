import { passwordMessages } from '@wfc/shared/auth/password.schema';
import { Banner } from '../../../components/ui/banner';
import { useSession } from '../../session/session-store';
import { AuthCard } from '../components/auth-card';
import { ChangePasswordForm } from '../components/change-password-form';

/** /account, reached from every dashboard (the navbar's Account): change password. */
export default function AccountPage() {
  const session = useSession();
  return (
    <AuthCard
      title="Change password"
      intro="Enter your current password, then the new one."
      footer="Forgot your current password? Log out and use “Forgot your password?” on Member Login."
    >
      {session.mustChangePassword && (
        <Banner tone="info" className="mb-5">
          {passwordMessages.changeRequired} You signed in with a password that was generated for you.
        </Banner>
      )}
      <ChangePasswordForm />
    </AuthCard>
  );
}
