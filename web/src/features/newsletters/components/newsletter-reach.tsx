import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Newsletter } from '@wfc/shared';
import { countOf } from '../../../lib/count';

/** "Reached: 24 people by e-mail, 9 on WhatsApp" once it went out (issue 44): copies sent, members its WhatsApp notice reached. */
export function NewsletterReach({ newsletter }: { newsletter: Newsletter }) {
  const { t, i18n } = useLingui();
  if (!newsletter.reach || newsletter.status === 'draft' || newsletter.status === 'scheduled') return null;
  const { email, whatsapp } = newsletter.reach;
  const { form: emailForm, text: emailCount } = countOf(email, i18n.locale);
  const { form: whatsappForm, text: whatsappCount } = countOf(whatsapp, i18n.locale);
  return (
    <p className="mt-1 text-sm break-words text-gray-700">
      {t`Reached: ${select(emailForm, { one: `${emailCount} person by e-mail`, other: `${emailCount} people by e-mail` })}, ${select(whatsappForm, { one: `${whatsappCount} on WhatsApp`, other: `${whatsappCount} on WhatsApp` })}`}
    </p>
  );
}
