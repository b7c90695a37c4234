import { Trans, useLingui } from '@lingui/react/macro';
import { localeNames, locales, type Locale } from '@wfc/shared';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { controlClasses, FieldFrame } from '../../../components/ui/field';
import { messageOf } from '../../../lib/api-client';
import { saveAccountLanguage, useAccountLanguage } from '../api/account-language';

type Status = { tone: 'success' | 'error'; text: string } | null;

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
  const [locale, setLocale] = useState(initial);
  const [status, setStatus] = useState<Status>(null);
  const [saving, setSaving] = useState(false);

  // Saved as soon as it is chosen: one choice, nothing else to fill in.
  async function choose(next: Locale) {
    const before = locale;
    setLocale(next);
    setSaving(true);
    setStatus(null);
    try {
      await saveAccountLanguage({ locale: next });
      const language = localeNames[next];
      setStatus({ tone: 'success', text: t`Saved: e-mails to you are now written in ${language}.` });
    } catch (error) {
      setLocale(before);
      setStatus({ tone: 'error', text: messageOf(error, t`Your language for e-mails could not be saved. Please try again.`) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="mt-4 space-y-4">
      <FieldFrame label={t`Language for e-mails`}>
        {(control) => (
          <select
            {...control}
            className={controlClasses}
            value={locale}
            disabled={saving}
            onChange={(event) => {
              const next = locales.find((option) => option === event.target.value);
              if (next) void choose(next);
            }}
          >
            {locales.map((option) => (
              // Each language in its own words, as a language switcher shows them.
              <option key={option} value={option} lang={option}>
                {localeNames[option]}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <div aria-live="polite">{status && <Banner tone={status.tone}>{status.text}</Banner>}</div>
    </div>
  );
}
