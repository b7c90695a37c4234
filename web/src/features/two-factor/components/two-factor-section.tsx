import { Trans, useLingui } from '@lingui/react/macro';
import type { RecoveryCodesResponse, TwoFactorSetup } from '@wfc/shared';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { twoFactorTexts } from '../../../lib/shared-messages';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../../../lib/api-client';
import { useQuery } from '../../../lib/query';
import { setMustSetUpTwoFactor, useStaffSignIn } from '../../../lib/staff-sign-in-store';
import { getTwoFactorStatus } from '../api/get-two-factor-status';
import { startTwoFactorSetup } from '../api/start-two-factor-setup';
import { RecoveryCodesList } from './recovery-codes-list';
import { TwoFactorOn } from './two-factor-on';
import { TwoFactorSetupSteps } from './two-factor-setup';

type Step = { kind: 'status' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; result: RecoveryCodesResponse };

/**
 * The Account page's two-factor sign-in (decision 020): off (turn it on), setting up (QR code, key,
 * first code), the recovery codes shown once, or on (new recovery codes, turn off).
 */
export function TwoFactorSection() {
  const { t } = useLingui();
  const status = useQuery(getTwoFactorStatus);
  const staffSignIn = useStaffSignIn();
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [starting, setStarting] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function start() {
    setStarting(true);
    setNotice(null);
    try {
      setStep({ kind: 'setup', setup: await startTwoFactorSetup() });
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure, t`The setup could not be started. Please try again.`) });
    } finally {
      setStarting(false);
    }
  }

  function showCodes(result: RecoveryCodesResponse) {
    setStep({ kind: 'codes', result });
    if (staffSignIn.mustSetUpTwoFactor) setMustSetUpTwoFactor(false);
    status.reload();
  }

  function backToStatus(text?: string) {
    setStep({ kind: 'status' });
    setNotice(text ? { tone: 'success', text } : null);
    status.reload();
  }

  if (step.kind === 'setup') return <TwoFactorSetupSteps setup={step.setup} onEnabled={showCodes} onCancel={() => backToStatus()} />;
  if (step.kind === 'codes')
    return <RecoveryCodesList message={step.result.message} codes={step.result.recoveryCodes} onDone={() => backToStatus()} />;

  return (
    <div className="space-y-4">
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      {status.error && <Banner tone="error">{messageOf(status.error, t`Your two-factor settings could not be loaded.`)}</Banner>}
      {status.loading && !status.data && (
        <p className="text-gray-700">
          <Trans>Loading…</Trans>
        </p>
      )}
      {status.data?.enabled && (
        <TwoFactorOn
          status={status.data}
          onRegenerated={showCodes}
          onDisabled={(message) => {
            // Admins must use it: the dashboards wait until it is set up again (the server says so too).
            if (status.data?.required) setMustSetUpTwoFactor(true);
            backToStatus(message);
          }}
        />
      )}
      {status.data && !status.data.enabled && (
        <>
          {status.data.required && <Banner tone="info">{t(twoFactorTexts.setupRequired)}</Banner>}
          <p className="text-gray-800">
            <Trans>
              <span className="font-semibold text-brand-900">Off.</span> With it on, signing in also asks for a 6-digit code from an app on
              your phone, so a stolen password alone is not enough.
            </Trans>
          </p>
          <Button onClick={() => void start()} disabled={starting}>
            {starting ? t`Starting...` : t`Turn on two-factor sign-in`}
          </Button>
        </>
      )}
    </div>
  );
}
