import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field, formatTime } from './define-mail';
import { Action, Greeting, Note, Paragraph, Strong } from './parts';

/**
 * To a member (or someone who asked for help) who asked to sign in (issue 28): a link and, for an
 * app's own browser where the link opens elsewhere, a 6-digit code. The code is never in the subject.
 */
export const memberSignIn = defineMail({
  data: z.object({
    name: z.string().optional(),
    signInUrl: field.url,
    signInCode: z.string().regex(/^(\d{6}|•+)$/),
    expiresAt: field.instant,
  }),
  subject: (_data, site, locale) => mailText(locale, 'Sign in to {site}', { site: site.name }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>
        {mailText(
          locale,
          'Someone, probably you, asked to sign in to your page at the club with this address. To sign in, open this link:',
        )}
      </Paragraph>
      <Action href={data.signInUrl}>{mailText(locale, 'Sign in')}</Action>
      <Paragraph>
        {mailText(locale, 'Or type this code on the sign-in page:')} <Strong>{data.signInCode}</Strong>
      </Paragraph>
      <Paragraph>
        {mailText(
          locale,
          'The link and the code work until {time} India Standard Time (24 hours after this e-mail was sent). Once you have signed in with either, the code no longer works.',
          { time: formatTime(data.expiresAt, locale) },
        )}
      </Paragraph>
      <Note>
        {mailText(locale, 'If you did not ask for this, you can ignore this e-mail: nobody can sign in without it. Never forward it.')}
      </Note>
    </>
  ),
});
