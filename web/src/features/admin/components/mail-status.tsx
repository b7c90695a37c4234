import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MailStatus } from '@wfc/shared';

/** Each status in words; a claimed message (`sending`) is still on its way. */
const mailStatusLabels: Record<MailStatus, MessageDescriptor> = {
  queued: msg`Queued`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  held: msg`Held`,
  failed: msg`Failed`,
};

const styles: Record<MailStatus, string> = {
  queued: 'bg-sky-100 text-sky-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-brand-100 text-brand-900',
  held: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
};

/** A message's status as a coloured label (the word carries the meaning; the colour only repeats it). */
export function MailStatusLabel({ status }: { status: MailStatus }) {
  const { t } = useLingui();
  const label = Object.hasOwn(mailStatusLabels, status) ? t(mailStatusLabels[status]) : status;
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status] ?? 'bg-gray-100 text-gray-900'}`}>
      {label}
    </span>
  );
}

/** The line that explains held messages: with no SMTP server configured, mail waits in the outbox. */
export const HELD_EXPLANATION = msg`Mail is held until a mail server is configured (SMTP_URL).`;
