import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../../components/ui/banner';
import { passwordTexts, twoFactorTexts } from '../../../lib/shared-messages';
import { MailLanguageCard, NewRequestMailCard } from '../../account-language';
import { useStaffSignIn } from '../../../lib/staff-sign-in-store';
import { TwoFactorSection } from '../../two-factor';
import { AccountCard } from '../../../components/ui/account-card';
import { ChangePasswordForm } from '../components/change-password-form';
import { OwnNameCard } from '../components/own-name-card';

/** /account, reached from every dashboard (the navbar's Account): her name, change password, and two-factor sign-in (decision 020). */
export default function AccountPage() {
  const staffSignIn = useStaffSignIn();
  const { t } = useLingui();
  return (
    <div className="bg-brand-50 px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto w-full max-w-xl space-y-6">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
          <Trans>Your account</Trans>
        </h1>
        {staffSignIn.mustChangePassword && (
          <Banner tone="info">
            {t(passwordTexts.changeRequired)} <Trans>You signed in with a password that was generated for you.</Trans>
          </Banner>
        )}
        {staffSignIn.mustSetUpTwoFactor && (
          <Banner tone="info">
            {t(twoFactorTexts.setupRequired)}{' '}
            <a href="#two-factor" className="font-semibold underline underline-offset-2">
              <Trans>Go to Two-factor sign-in</Trans>
            </a>
          </Banner>
        )}
        <OwnNameCard />
        <AccountCard
          id="change-password"
          title={t`Change password`}
          intro={t`Enter your current password, then the new one.`}
          footer={t`Forgot your current password? Log out and use “Forgot your password?” on Member Login.`}
        >
          <ChangePasswordForm />
        </AccountCard>
        <AccountCard
          id="two-factor"
          title={t`Two-factor sign-in`}
          intro={t`A code from an authenticator app on your phone, asked for after your password.`}
        >
          <TwoFactorSection />
        </AccountCard>
        <MailLanguageCard />
        {(staffSignIn.role === 'operator' || staffSignIn.role === 'admin') && <NewRequestMailCard />}
      </div>
    </div>
  );
}
