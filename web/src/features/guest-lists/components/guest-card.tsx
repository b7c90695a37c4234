import { Trans, useLingui } from '@lingui/react/macro';
import type { Guest } from '@wfc/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Fact } from '../../../components/ui/fact';
import { formatDateTime } from '../../../lib/format-date';
import type { GuestAction } from '../api/change-guest';
import { guestStatusTexts } from '../lib/guest-texts';

interface Props {
  guest: Guest;
  /** An action of hers is on its way: her buttons wait. */
  busy: boolean;
  onAction: (guest: Guest, action: GuestAction) => void;
}

/**
 * One guest: her name, address, status in words, place on the waitlist, check-in time and answers,
 * with what staff may do at her status: approve or decline (pending), move up (waitlisted), check
 * in or undo it, and cancel her registration after asking (confirmed).
 */
export function GuestCard({ guest, busy, onAction }: Props) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const { name, status, position, checkedInAt, offerExpiresAt } = guest;
  const when = (iso: string) => formatDateTime(iso, i18n.locale);
  // Still registered, and the link in her e-mail never opened (issue 38): a made-up address, perhaps.
  const unopened = guest.linkOpenedAt === null && status !== 'cancelled' && status !== 'declined';
  const act = (action: GuestAction) => () => onAction(guest, action);
  const button = (action: GuestAction, text: string, label: string, variant: 'primary' | 'secondary' | 'ghost' = 'secondary') => (
    <Button key={action} variant={variant} onClick={act(action)} disabled={busy} aria-label={label}>
      {text}
    </Button>
  );

  const actions = {
    pending: [button('approve', t`Approve`, t`Approve ${name}`, 'primary'), button('decline', t`Decline`, t`Decline ${name}`)],
    waitlisted: [button('confirm', t`Move up`, t`Move up ${name}`)],
    confirmed: [
      checkedInAt
        ? button('undo-check-in', t`Undo check-in`, t`Undo check-in of ${name}`)
        : button('check-in', t`Check in`, t`Check in ${name}`, 'primary'),
      <Button
        key="cancel"
        variant="ghost"
        onClick={() => setConfirming(true)}
        disabled={busy}
        aria-label={t`Cancel the registration of ${name}`}
      >
        <Trans>Cancel registration</Trans>
      </Button>,
    ],
  }[status as 'pending' | 'waitlisted' | 'confirmed'];

  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h4 className="font-semibold break-words text-gray-900">{name}</h4>
          <p className="text-sm break-all text-gray-700">{guest.email}</p>
          {unopened && (
            <p className="mt-1 inline-block rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <Trans>Never opened her link</Trans>
            </p>
          )}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t`Status`} value={i18n._(guestStatusTexts[status])} />
        {position !== null && <Fact label={t`Place on the waitlist`} value={String(position)} />}
        {offerExpiresAt && <Fact label={t`Place held until`} value={when(offerExpiresAt)} />}
        {checkedInAt && <Fact label={t`Checked in`} value={when(checkedInAt)} />}
        <Fact label={t`Registered`} value={when(guest.registeredAt)} />
        {guest.answers.map((answer) => (
          <Fact key={answer.question} label={answer.question} value={answer.answer || '–'} className="sm:col-span-2 lg:col-span-3" />
        ))}
      </dl>
      {confirming && (
        <ConfirmDialog
          title={t`Cancel the registration of ${name}?`}
          message={t`She is told by e-mail, and her place goes to the first guest on the waitlist.`}
          confirmLabel={t`Yes, cancel her registration`}
          cancelLabel={t`Keep her registration`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onAction(guest, 'cancel');
          }}
        />
      )}
    </li>
  );
}
