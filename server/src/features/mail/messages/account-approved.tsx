import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph } from './parts';

/** To the person whose registration an admin approved: she may sign in now. */
export const accountApproved = defineMail({
  data: z.object({ name: field.name, loginUrl: field.url }),
  subject: (_data, site, locale) => mailText(locale, 'Your account is approved – {site}', { site: site.name }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>
        {mailText(
          locale,
          'Good news: an administrator has approved your account. You can sign in now with the e-mail address and password you registered with.',
        )}
      </Paragraph>
      <Action href={data.loginUrl}>{mailText(locale, 'Sign in')}</Action>
    </>
  ),
});
