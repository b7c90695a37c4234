import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Greeting, Note, Paragraph } from './parts';

/** To the person whose registration an admin rejected: the account is gone, and the address free again. */
export const accountRejected = defineMail({
  data: z.object({ name: field.name }),
  subject: (_data, site, locale) => mailText(locale, 'About your registration – {site}', { site: site.name }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>
        {mailText(
          locale,
          'Thank you for your interest. An administrator has reviewed your registration and could not approve it, so the account has been removed.',
        )}
      </Paragraph>
      <Note>{mailText(locale, 'If you think this is a mistake, please contact the club; you are welcome to register again.')}</Note>
    </>
  ),
});
