import { Trans, useLingui } from '@lingui/react/macro';
import { localeNames, locales, type Locale } from '@wfc/shared';
import { Banner } from '../../../components/ui/banner';
import { messageOf } from '../../../lib/api-client';
import { saveAccountLanguage, useAccountLanguage } from '../api/account-language';
import { SaveOnChoose } from './save-on-choose';

/** The Account page's choice of the language the club's e-mails to her are written in (issue 18). */
export function MailLanguageCard() {
  const { t } = useLingui();
  const language = useAccountLanguage();
  return (
    <section aria-labelledby="mail-language-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="mail-language-title" className="text-xl font-bold text-brand-900">
        <Trans>Language for e-mails</Trans>
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>New cases, inquiries and reminders are e-mailed to you in this language.</Trans>
      </p>
      {language.error && (
        <Banner tone="error" className="mt-4">
          {messageOf(language.error, t`Your language for e-mails could not be loaded.`)}
        </Banner>
      )}
      {language.data && <MailLanguageSelect initial={language.data.locale} />}
    </section>
  );
}

function MailLanguageSelect({ initial }: { initial: Locale }) {
  const { t } = useLingui();
  return (
    <SaveOnChoose
      label={t`Language for e-mails`}
      // Each language in its own words, as a language switcher shows them.
      options={locales.map((value) => ({ value, label: localeNames[value], lang: value }))}
      initial={initial}
      save={(locale) => saveAccountLanguage({ locale })}
      savedText={(locale) => {
        const language = localeNames[locale];
        return t`Saved: e-mails to you are now written in ${language}.`;
      }}
      failedText={t`Your language for e-mails could not be saved. Please try again.`}
    />
  );
}
