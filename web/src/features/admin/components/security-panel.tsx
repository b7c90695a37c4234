import { Trans, useLingui } from '@lingui/react/macro';
import type { SecuritySettings } from '@wfc/shared';
import { useState, type FormEvent } from 'react';
import { Link } from '../../../lib/router';
import { Banner } from '../../../components/ui/banner';
import { twoFactorTexts } from '../../../lib/shared-messages';
import { securitySettingTexts } from '../lib/shared-labels';
import { Button } from '../../../components/ui/button';
import { messageOf, useStaffQuery } from '../../guard/use-staff-query';
import { getSecuritySettings } from '../api/get-security-settings';
import { saveSecuritySettings } from '../api/save-security-settings';

/**
 * The admin's Security settings (decision 020): whether admins must use two-factor sign-in. An admin
 * without it is then sent to set it up before anything else; turning it on needs her own first.
 */
export function SecurityPanel() {
  const settings = useStaffQuery(getSecuritySettings);
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
      {settings.data && <SecurityForm stored={settings.data} />}
    </section>
  );
}

function SecurityForm({ stored }: { stored: SecuritySettings }) {
  const [required, setRequired] = useState(stored.requireTwoFactorForAdmins);
  const [saving, setSaving] = useState(false);
  const { t } = useLingui();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setResult(null);
    try {
      const saved = await saveSecuritySettings({ requireTwoFactorForAdmins: required });
      setRequired(saved.requireTwoFactorForAdmins);
      setResult({ tone: 'success', text: t(twoFactorTexts.settingsSaved) });
    } catch (failure) {
      setResult({ tone: 'error', text: messageOf(failure, t`The settings could not be saved. Please try again.`) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} className="mt-4 max-w-xl space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <input
          id="require-two-factor"
          type="checkbox"
          checked={required}
          onChange={(event) => setRequired(event.target.checked)}
          aria-describedby="require-two-factor-help"
          className="mt-1 size-5 shrink-0 accent-brand-800"
        />
        <div>
          <label htmlFor="require-two-factor" className="font-semibold text-gray-900">
            {t(securitySettingTexts.requireTwoFactorForAdmins)}
          </label>
          <p id="require-two-factor-help" className="text-sm text-gray-700">
            <Trans>An admin without it is sent to set it up as soon as she signs in, before anything else. Yours must be on first.</Trans>
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
