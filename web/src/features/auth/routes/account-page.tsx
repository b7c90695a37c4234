import { passwordMessages } from '@wfc/shared/auth/password.messages';
import { twoFactorMessages } from '@wfc/shared/auth/two-factor.messages';
import { Banner } from '../../../components/ui/banner';
import { useSession } from '../../session/session-store';
import { TwoFactorSection } from '../../two-factor/components/two-factor-section';
import { AccountCard } from '../components/account-card';
import { ChangePasswordForm } from '../components/change-password-form';

/** /account, reached from every dashboard (the navbar's Account): change password, and two-factor sign-in (decision 020). */
export default function AccountPage() {
  const session = useSession();
  return (
    <div className="bg-brand-50 px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto w-full max-w-xl space-y-6">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Your account</h1>
        {session.mustChangePassword && (
          <Banner tone="info">
            {passwordMessages.changeRequired} You signed in with a password that was generated for you.
          </Banner>
        )}
        {session.mustSetUpTwoFactor && (
          <Banner tone="info">
            {twoFactorMessages.setupRequired}{' '}
            <a href="#two-factor" className="font-semibold underline underline-offset-2">
              Go to Two-factor sign-in
            </a>
          </Banner>
        )}
        <AccountCard
          id="change-password"
          title="Change password"
          intro="Enter your current password, then the new one."
          footer="Forgot your current password? Log out and use “Forgot your password?” on Member Login."
        >
          <ChangePasswordForm />
        </AccountCard>
        <AccountCard id="two-factor" title="Two-factor sign-in" intro="A code from an authenticator app on your phone, asked for after your password.">
          <TwoFactorSection />
        </AccountCard>
      </div>
    </div>
  );
}
