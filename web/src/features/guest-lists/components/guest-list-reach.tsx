import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReachCounts } from '@wfc/shared';
import { countOf } from '../../../lib/count';

/** "Reached: 24 people by e-mail, 9 on WhatsApp": how many its messages reached on each channel (issue 44). */
export function GuestListReach({ reach }: { reach: ReachCounts }) {
  const { t, i18n } = useLingui();
  const { email, whatsapp } = reach;
  const { form: emailForm, text: emailCount } = countOf(email, i18n.locale);
  const { form: whatsappForm, text: whatsappCount } = countOf(whatsapp, i18n.locale);
  return (
    <p className="mt-1 text-sm break-words text-gray-700">
      {t`Reached: ${select(emailForm, { one: `${emailCount} person by e-mail`, other: `${emailCount} people by e-mail` })}, ${select(whatsappForm, { one: `${whatsappCount} on WhatsApp`, other: `${whatsappCount} on WhatsApp` })}`}
    </p>
  );
}
