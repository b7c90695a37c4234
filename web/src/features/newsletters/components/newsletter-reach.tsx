import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Newsletter } from '@wfc/shared';

/** "Reached: 24 people by e-mail, 9 on WhatsApp" once it went out (issue 44): copies sent, members its WhatsApp notice reached. */
export function NewsletterReach({ newsletter }: { newsletter: Newsletter }) {
  const { t } = useLingui();
  if (!newsletter.reach || newsletter.status === 'draft' || newsletter.status === 'scheduled') return null;
  const { email, whatsapp } = newsletter.reach;
  return (
    <p className="mt-1 text-sm break-words text-gray-700">
      {t`Reached: ${plural(email, { one: '# person by e-mail', other: '# people by e-mail' })}, ${plural(whatsapp, { one: '# on WhatsApp', other: '# on WhatsApp' })}`}
    </p>
  );
}
