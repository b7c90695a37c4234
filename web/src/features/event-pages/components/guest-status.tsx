import { Trans, useLingui } from '@lingui/react/macro';
import type { GuestRegistration } from '@wfc/shared';
import { eventMoment } from '../../events';
import { QrCode } from '../../two-factor';

/** Where her registration stands, in words (issue 30). */
export function GuestStatus({ registration }: { registration: Pick<GuestRegistration, 'status' | 'position' | 'offerExpiresAt'> }) {
  const { i18n } = useLingui();
  const { position } = registration;
  switch (registration.status) {
    case 'confirmed':
      return <Trans>You are registered.</Trans>;
    case 'pending':
      return <Trans>Your registration is waiting for the organisers’ approval.</Trans>;
    case 'waitlisted':
      return position ? <Trans>You are on the waitlist, number {position}.</Trans> : <Trans>You are on the waitlist.</Trans>;
    case 'offered': {
      const until = registration.offerExpiresAt ? eventMoment(registration.offerExpiresAt, i18n) : '';
      return <Trans>A place is offered to you until {until}. Take it before then, or it goes to the next person in line.</Trans>;
    }
    case 'cancelled':
      return <Trans>Your registration is cancelled.</Trans>;
    case 'declined':
      return <Trans>The organisers declined your registration.</Trans>;
  }
}

/** Her door code while she has a place: as text to say or type, and as a QR code to show. */
export function DoorCode({ code }: { code: string }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="door-code-heading" className="mt-6 rounded-xl border border-gray-200 p-4 sm:p-5">
      <h2 id="door-code-heading" className="text-lg font-semibold text-gray-900">
        <Trans>Your door code</Trans>
      </h2>
      <p className="mt-1 text-gray-700">
        <Trans>At the door, show this QR code, or say your code.</Trans>
      </p>
      <div className="mt-4 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <QrCode value={code} label={t`Your door code as a QR code`} className="size-44 shrink-0" />
        <p className="font-mono text-2xl font-semibold tracking-widest text-gray-900">{code}</p>
      </div>
    </section>
  );
}
