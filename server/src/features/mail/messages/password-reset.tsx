import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field, formatTime } from './define-mail';
import { Action, Greeting, Note, Paragraph } from './parts';

/** To a staff member who asked to reset her password: a link that works once, for one hour. */
export const passwordReset = defineMail({
  data: z.object({ name: field.name, resetUrl: field.url, expiresAt: field.instant }),
  subject: (_data, site, locale) => mailText(locale, 'Choose a new password – {site}', { site: site.name }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>
        {mailText(
          locale,
          'Someone, probably you, asked to reset the password of your staff account. To choose a new password, open this link:',
        )}
      </Paragraph>
      <Action href={data.resetUrl}>{mailText(locale, 'Choose a new password')}</Action>
      <Paragraph>
        {mailText(
          locale,
          'The link works once, until {time} India Standard Time (one hour after it was sent). Choosing a new password signs you out everywhere.',
          {
            time: formatTime(data.expiresAt, locale),
          },
        )}
      </Paragraph>
      <Note>
        {mailText(
          locale,
          'If you did not ask for this, you can ignore this e-mail: your password stays as it is. Never forward this link.',
        )}
      </Note>
    </>
  ),
});
