import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph } from './parts';
import { OwnLinkNote, roleField, SessionFacts, sessionField } from './session-parts';

/** To a visitor who booked without signing in (issue 31): confirm your address; the time is held 15 minutes. */
export const sessionConfirmAddress = defineMail({
  data: z.object({ name: field.name, role: roleField, session: sessionField, holdsUntil: field.instant }),
  subject: (data, _site, locale) => mailText(locale, 'Please confirm your session with {name}', { name: data.session.otherName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>
        {mailText(
          locale,
          'Thank you for booking a session. Please confirm your e-mail address within 15 minutes; the time is held for you until then.',
        )}
      </Paragraph>
      <SessionFacts session={data.session} role="mentee" locale={locale} />
      <Action href={data.session.url}>{mailText(locale, 'Confirm my booking')}</Action>
      <Paragraph>{mailText(locale, 'If you did not book this, ignore this e-mail: the time is released by itself.')}</Paragraph>
      <OwnLinkNote role="mentee" locale={locale} />
    </>
  ),
});
