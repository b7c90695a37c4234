import { Select, Trans, useLingui } from '@lingui/react/macro';
import type { RecoveryCodesResponse, TwoFactorStatus } from '@wfc/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitStatusBanner } from '../../../components/ui/submit-status-banner';
import { countOf } from '../../../lib/count';
import { useSubmitStatus } from '../../../lib/use-submit-status';
import { disableTwoFactor } from '../api/disable-two-factor';
import { regenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { CodeField } from './code-field';

/**
 * Two-factor sign-in is on: how many recovery codes are left, ten new ones for a code from her app,
 * and turning it off with her password and a code (from the app or a recovery code).
 */
export function TwoFactorOn({
  status,
  onRegenerated,
  onDisabled,
}: {
  status: TwoFactorStatus;
  onRegenerated: (result: RecoveryCodesResponse) => void;
  onDisabled: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const { form, text: count } = countOf(status.recoveryCodesLeft, i18n.locale);
  return (
    <div className="space-y-6">
      <p className="text-gray-800">
        <Trans>
          <span className="font-semibold text-brand-900">On.</span> You sign in with your password and a code from your app.
        </Trans>{' '}
        <Select value={form} _one={`${count} recovery code is left.`} other={`${count} recovery codes are left.`} />
      </p>
      <RegenerateForm onRegenerated={onRegenerated} />
      <DisableForm required={status.required} onDisabled={onDisabled} />
    </div>
  );
}

function RegenerateForm({ onRegenerated }: { onRegenerated: (result: RecoveryCodesResponse) => void }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const { status, fieldErrors, submit } = useSubmitStatus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let made: RecoveryCodesResponse | undefined;
    await submit(
      async () => {
        made = await regenerateRecoveryCodes({ code });
        return made.message;
      },
      t`New recovery codes could not be made. Please try again.`,
    );
    if (made) onRegenerated(made);
  }

  return (
    <form method="post" onSubmit={onSubmit} aria-labelledby="regenerate-title" className="space-y-4 border-t border-gray-200 pt-5">
      <h3 id="regenerate-title" className="text-lg font-semibold text-brand-900">
        <Trans>New recovery codes</Trans>
      </h3>
      <p className="text-sm text-gray-700">
        <Trans>Used some, or lost them? Make ten new ones; the old ones stop working.</Trans>
      </p>
      <CodeField label={t`Code from your app`} value={code} error={fieldErrors?.code} onChange={(event) => setCode(event.target.value)} />
      <SubmitStatusBanner status={status.state === 'success' ? { state: 'idle' } : status} />
      <Button type="submit" variant="secondary" disabled={status.state === 'submitting'}>
        {status.state === 'submitting' ? t`Making...` : t`Make new recovery codes`}
      </Button>
    </form>
  );
}

function DisableForm({ required, onDisabled }: { required: boolean; onDisabled: (message: string) => void }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { status, fieldErrors, submit } = useSubmitStatus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let message: string | undefined;
    await submit(
      async () => {
        message = (await disableTwoFactor({ password, code })).message;
        return message;
      },
      t`Two-factor sign-in could not be turned off. Please try again.`,
    );
    if (message) onDisabled(message);
  }

  return (
    <form method="post" onSubmit={onSubmit} aria-labelledby="disable-title" className="space-y-4 border-t border-gray-200 pt-5">
      <h3 id="disable-title" className="text-lg font-semibold text-brand-900">
        <Trans>Turn off two-factor sign-in</Trans>
      </h3>
      <p className="text-sm text-gray-700">
        {required
          ? t`Administrators must use it: you will be asked to set it up again at once (for example with a new phone).`
          : t`Your password alone will then sign you in.`}
      </p>
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
        recovery
        label={t`Code from your app, or a recovery code`}
        value={code}
        error={fieldErrors?.code}
        onChange={(event) => setCode(event.target.value)}
      />
      <SubmitStatusBanner status={status.state === 'success' ? { state: 'idle' } : status} />
      <Button type="submit" variant="secondary" disabled={status.state === 'submitting'}>
        {status.state === 'submitting' ? t`Turning off...` : t`Turn off`}
      </Button>
    </form>
  );
}
