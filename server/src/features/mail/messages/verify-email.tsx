import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field, formatDay } from './define-mail';
import { Action, Greeting, Note, Paragraph } from './parts';

/** To someone who just registered: the link that proves her address, for seven days, once. */
export const verifyEmail = defineMail({
  data: z.object({ name: field.name, verifyUrl: field.url, expiresAt: field.instant }),
  subject: (_data, site, locale) => mailText(locale, 'Please confirm your e-mail address – {site}', { site: site.name }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>{mailText(locale, 'Thank you for registering. To confirm that this e-mail address is yours, open this link:')}</Paragraph>
      <Action href={data.verifyUrl}>{mailText(locale, 'Confirm my e-mail address')}</Action>
      <Paragraph>
        {mailText(
          locale,
          'The link works once, until {day}. An administrator then reviews your account, and we will e-mail you when it is approved.',
          {
            day: formatDay(data.expiresAt, locale),
          },
        )}
      </Paragraph>
      <Note>{mailText(locale, 'If you did not register, you can ignore this e-mail. Never forward this link.')}</Note>
    </>
  ),
});
