import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReachCounts } from '@wfc/shared';

/** "Reached: 24 people by e-mail, 9 on WhatsApp": how many its messages reached on each channel (issue 44). */
export function GuestListReach({ reach }: { reach: ReachCounts }) {
  const { t } = useLingui();
  const { email, whatsapp } = reach;
  return (
    <p className="mt-1 text-sm break-words text-gray-700">
      {t`Reached: ${plural(email, { one: '# person by e-mail', other: '# people by e-mail' })}, ${plural(whatsapp, { one: '# on WhatsApp', other: '# on WhatsApp' })}`}
    </p>
  );
}
