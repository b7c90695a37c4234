import { Trans, useLingui } from '@lingui/react/macro';
import type { MemberDevice } from '@wfc/shared';
import { useRef, useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { AccountCard } from '../../../components/ui/account-card';
import { formatDateTime } from '../../../lib/format-date';
import { DateTime } from '../../../components/ui/date-time';
import { messageOf } from '../../../lib/api-client';
import { endMemberDevice } from '../api/end-member-device';
import { useMemberDevices } from '../api/get-member-devices';
import { signOutEverywhere } from '../api/sign-out-everywhere';
import { signOutMember } from '../api/sign-out-member';

type Status = { tone: 'success' | 'error'; text: string } | null;

/**
 * The devices she is signed in on (this one marked), each other one signed out with a button; and
 * Sign out (this device) and Sign out everywhere, after which the page shows her signed out.
 */
export function DevicesSection({ onSignedOut }: { onSignedOut: (message: string) => void }) {
  const { t } = useLingui();
  const devices = useMemberDevices();
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);

  async function run(action: () => Promise<{ message: string }>, after: (message: string) => void) {
    setBusy(true);
    setStatus(null);
    try {
      after((await action()).message);
    } catch (error) {
      setStatus({ tone: 'error', text: messageOf(error, t`That did not work. Please try again.`) });
    } finally {
      setBusy(false);
    }
  }

  // The device's button goes with it: the focus moves to what happened.
  const endDevice = (device: MemberDevice) =>
    run(
      () => endMemberDevice(device._id),
      (message) => {
        setStatus({ tone: 'success', text: message });
        devices.reload();
        statusRef.current?.focus();
      },
    );

  return (
    <AccountCard
      id="devices"
      title={t`Where you are signed in`}
      intro={t`You stay signed in on a device for 30 days after your last visit. Sign out a device you no longer use or do not know.`}
    >
      {devices.loading && (
        <p role="status" className="text-gray-700">
          <Trans>Loading your devices…</Trans>
        </p>
      )}
      {devices.error && <Banner tone="error">{messageOf(devices.error, t`Your devices could not be loaded. Please try again.`)}</Banner>}
      {devices.data && (
        <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200">
          {devices.data.map((device) => (
            <li key={device._id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold wrap-anywhere text-gray-900">
                  {device.label || t`A browser we could not name`}
                  {device.current && (
                    <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                      <Trans>This device</Trans>
                    </span>
                  )}
                </p>
                <p className="mt-1 text-sm text-gray-700">
                  <Trans>
                    Signed in <DateTime iso={device.signedInAt} />; last seen <DateTime iso={device.lastSeenAt} />
                  </Trans>
                </p>
              </div>
              {!device.current && (
                <Button
                  variant="secondary"
                  className="shrink-0 self-start sm:self-center"
                  disabled={busy}
                  onClick={() => void endDevice(device)}
                >
                  <DeviceSignOutLabel device={device} />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div ref={statusRef} tabIndex={-1} aria-live="polite" className="mt-4 focus:outline-none">
        {status && <Banner tone={status.tone}>{status.text}</Banner>}
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button disabled={busy} onClick={() => void run(signOutMember, onSignedOut)}>
          <Trans>Sign out</Trans>
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void run(signOutEverywhere, onSignedOut)}>
          <Trans>Sign out everywhere</Trans>
        </Button>
      </div>
    </AccountCard>
  );
}

/** "Sign out", and for a screen reader which device: two phones may have the same label, so when it was last seen too. */
function DeviceSignOutLabel({ device }: { device: MemberDevice }) {
  const { t, i18n } = useLingui();
  const label = device.label || t`A browser we could not name`;
  const lastSeen = formatDateTime(device.lastSeenAt, i18n.locale);
  return (
    <Trans>
      Sign out{' '}
      <span className="sr-only">
        {label}, last seen {lastSeen}
      </span>
    </Trans>
  );
}
