import { Trans, useLingui } from '@lingui/react/macro';
import type { RecoveryCodesResponse, TwoFactorSetup } from '@wfc/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { confirmTwoFactor } from '../api/confirm-two-factor';
import { CodeField } from './code-field';
import { QrCode } from './qr-code';

/** The key in groups of four, as apps show it and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up: the QR code of the otpauth:// URI, the same key as text for typing it in, and the
 * first code from her app which, with her current password (issue 26), turns two-factor sign-in on.
 */
export function TwoFactorSetupSteps({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: (result: RecoveryCodesResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { status, fieldErrors, submit } = useSubmitStatus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let enabled: RecoveryCodesResponse | undefined;
    await submit(
      async () => {
        enabled = await confirmTwoFactor({ password, code });
        return enabled.message;
      },
      t`Two-factor sign-in could not be turned on. Please try again.`,
    );
    if (enabled) onEnabled(enabled);
  }

  return (
    <ol className="list-decimal space-y-6 pl-5 marker:font-semibold marker:text-brand-900">
      <li className="space-y-3">
        <p className="text-gray-800">
          <Trans>
            Scan this QR code with an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator, 1Password
            or Aegis).
          </Trans>
        </p>
        <QrCode
          value={setup.otpauthUri}
          label={t`QR code to add this account to an authenticator app`}
          className="size-48 rounded-lg border border-gray-300 sm:size-56"
        />
      </li>
      <li className="space-y-2">
        <p className="text-gray-800">
          <Trans>Cannot scan it? Type this key into the app instead (time-based):</Trans>
        </p>
        <p>
          <code
            id="two-factor-key"
            className="inline-block rounded-lg bg-gray-50 px-3 py-2 font-mono text-base tracking-wider break-all text-gray-900"
          >
            {grouped(setup.secret)}
          </code>
        </p>
      </li>
      <li>
        <form method="post" onSubmit={onSubmit} className="space-y-4">
          <PasswordField
            label={t`Your password`}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={fieldErrors?.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <CodeField
            label={t`Code from your app`}
            value={code}
            error={fieldErrors?.code}
            onChange={(event) => setCode(event.target.value)}
          />
          <SubmitStatusBanner status={status.state === 'success' ? { state: 'idle' } : status} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" disabled={status.state === 'submitting'}>
              {status.state === 'submitting' ? t`Checking...` : t`Turn on`}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      </li>
    </ol>
  );
}
