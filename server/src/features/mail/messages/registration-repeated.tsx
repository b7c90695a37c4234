import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Note, Paragraph } from './parts';

/**
 * To the owner of an account whose address someone registered again: the form answered as for a
 * new address, so that it tells nobody who has an account; she hears of it here (issue 26).
 */
export const registrationRepeated = defineMail({
  data: z.object({ name: field.name, loginUrl: field.url }),
  subject: (_data, site, locale) => mailText(locale, 'Someone tried to register with your address – {site}', { site: site.name }),
  Body: ({ data, site, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>
        {mailText(
          locale,
          'Someone, perhaps you, tried to register a new account at {site} with this e-mail address. You already have an account, so nothing was created and nothing has changed.',
          {
            site: site.name,
          },
        )}
      </Paragraph>
      <Action href={data.loginUrl}>{mailText(locale, 'Sign in')}</Action>
      <Paragraph>{mailText(locale, 'If you have forgotten your password, you can choose a new one from the sign-in page.')}</Paragraph>
      <Note>{mailText(locale, 'If this was not you, you can ignore this e-mail: your account and password stay as they are.')}</Note>
    </>
  ),
});
