import { Trans, useLingui } from '@lingui/react/macro';
import type { NewsletterSettings } from '@wfc/shared';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { messageOf, useStaffQuery } from '../../guard/use-staff-query';
import { getNewsletterSettings } from '../api/get-newsletter-settings';
import { saveNewsletterSettings } from '../api/save-newsletter-settings';
import { newsletterNotices } from '../lib/newsletter-texts';

/** The admins' newsletter settings: whether operators may write and send newsletters too. */
export function NewsletterSettingsSection() {
  const settings = useStaffQuery(getNewsletterSettings);
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
      {settings.data && <SettingsForm stored={settings.data} />}
    </section>
  );
}

function SettingsForm({ stored }: { stored: NewsletterSettings }) {
  const [allowed, setAllowed] = useState(stored.operatorsMaySend);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { t } = useLingui();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setResult(null);
    try {
      const saved = await saveNewsletterSettings({ operatorsMaySend: allowed });
      setAllowed(saved.operatorsMaySend);
      setResult({ tone: 'success', text: t(newsletterNotices.settingsSaved) });
    } catch (failure) {
      setResult({ tone: 'error', text: messageOf(failure, t`The settings could not be saved. Please try again.`) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} className="mt-3 max-w-xl space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <input
          id="operators-may-send"
          type="checkbox"
          checked={allowed}
          onChange={(event) => setAllowed(event.target.checked)}
          aria-describedby="operators-may-send-help"
          className="mt-1 size-5 shrink-0 accent-brand-800"
        />
        <div>
          <label htmlFor="operators-may-send" className="font-semibold text-gray-900">
            <Trans>Let operators write and send newsletters</Trans>
          </label>
          <p id="operators-may-send-help" className="text-sm text-gray-700">
            <Trans>Off: only admins see the Newsletters screen. Operators then see a note to ask an admin.</Trans>
          </p>
        </div>
      </div>
      {result && <Banner tone={result.tone}>{result.text}</Banner>}
      <Button type="submit" disabled={saving}>
        {saving ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
      </Button>
    </form>
  );
}
