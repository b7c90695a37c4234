import { useLingui } from '@lingui/react/macro';
import type { GuestListEvent } from '@wfc/shared';
import { formatDateTime } from '../../../lib/format-date';

/** When an event starts, and its counts as a short list: going (of its capacity), pending, waitlist, checked in. */
export function GuestListFacts({ event }: { event: GuestListEvent }) {
  const { t, i18n } = useLingui();
  const { going, pending, waitlist, checkedIn } = event.counts;
  const { capacity } = event;
  const facts = [
    { label: t`Going`, value: capacity === null ? String(going) : t`${going} of ${capacity}` },
    { label: t`Pending`, value: String(pending) },
    { label: t`Waitlist`, value: String(waitlist) },
    { label: t`Checked in`, value: String(checkedIn) },
  ];
  return (
    <>
      <p className="mt-1 text-sm text-gray-700">{formatDateTime(event.startsAt, i18n.locale)}</p>
      <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="flex gap-1.5">
            <dt className="text-gray-700">{fact.label}:</dt>
            <dd className="font-semibold text-gray-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** "Cancelled", beside an event's title once it was cancelled. */
export function CancelledLabel({ event }: { event: GuestListEvent }) {
  const { t } = useLingui();
  if (!event.cancelledAt) return null;
  return <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">{t`Cancelled`}</span>;
}
