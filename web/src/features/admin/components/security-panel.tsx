import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { twoFactorTexts } from '../../../lib/shared-messages';
import { securitySettingTexts } from '../lib/shared-labels';
import { SwitchSettingForm } from './switch-setting-form';
import { messageOf } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { getSecuritySettings } from '../api/get-security-settings';
import { saveSecuritySettings } from '../api/save-security-settings';

/**
 * The admin's Security settings (decision 020): whether admins must use two-factor sign-in. An admin
 * without it is then sent to set it up before anything else; turning it on needs her own first.
 */
export function SecurityPanel() {
  const settings = useQuery(getSecuritySettings);
  const { t } = useLingui();
  return (
    <section aria-labelledby="security-title">
      <h2 id="security-title" className="text-2xl font-bold text-brand-900">
        <Trans>Security</Trans>
      </h2>
      <p className="mt-1 text-gray-700">
        <Trans>
          Two-factor sign-in asks for a code from an app after the password. Each person turns hers on under{' '}
          <Link to="/account" className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
            Account
          </Link>
          ; a lost phone is reset on the Users screen.
        </Trans>
      </p>
      {settings.error && (
        <Banner tone="error" className="mt-4">
          {messageOf(settings.error, t`The settings could not be loaded.`)}
        </Banner>
      )}
      {settings.data && (
        <SwitchSettingForm
          id="require-two-factor"
          stored={settings.data.requireTwoFactorForAdmins}
          label={t(securitySettingTexts.requireTwoFactorForAdmins)}
          help={
            <Trans>An admin without it is sent to set it up as soon as she signs in, before anything else. Yours must be on first.</Trans>
          }
          savedText={t(twoFactorTexts.settingsSaved)}
          save={async (requireTwoFactorForAdmins) => (await saveSecuritySettings({ requireTwoFactorForAdmins })).requireTwoFactorForAdmins}
        />
      )}
    </section>
  );
}
