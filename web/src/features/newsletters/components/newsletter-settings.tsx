import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../../components/ui/banner';
import { SwitchSettingForm } from '../../admin';
import { messageOf } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { getNewsletterSettings } from '../api/get-newsletter-settings';
import { saveNewsletterSettings } from '../api/save-newsletter-settings';
import { newsletterNotices } from '../lib/newsletter-texts';

/** The admins' newsletter settings: whether operators may write and send newsletters too. */
export function NewsletterSettingsSection() {
  const settings = useQuery(getNewsletterSettings);
  const { t } = useLingui();
  return (
    <section aria-labelledby="newsletter-settings-title" className="mt-10">
      <h3 id="newsletter-settings-title" className="text-xl font-bold text-brand-900">
        <Trans>Newsletter settings</Trans>
      </h3>
      {settings.error && (
        <Banner tone="error" className="mt-3">
          {messageOf(settings.error, t`The settings could not be loaded.`)}
        </Banner>
      )}
      {settings.data && (
        <SwitchSettingForm
          id="operators-may-send"
          className="mt-3"
          stored={settings.data.operatorsMaySend}
          label={<Trans>Let operators write and send newsletters</Trans>}
          help={<Trans>Off: only admins see the Newsletters screen. Operators then see a note to ask an admin.</Trans>}
          savedText={t(newsletterNotices.settingsSaved)}
          save={async (operatorsMaySend) => (await saveNewsletterSettings({ operatorsMaySend })).operatorsMaySend}
        />
      )}
    </section>
  );
}
