import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph } from './parts';
import { roleField, SessionFacts, sessionField } from './session-parts';

/** To both (issue 31): the session is in 24 hours, or in an hour. */
export const sessionReminder = defineMail({
  data: z.object({ name: field.name, role: roleField, when: z.enum(['day', 'hour']), session: sessionField }),
  subject: (data, _site, locale) =>
    data.when === 'day'
      ? mailText(locale, 'Tomorrow: your session with {name}', { name: data.session.otherName })
      : mailText(locale, 'In an hour: your session with {name}', { name: data.session.otherName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>
        {data.when === 'day'
          ? mailText(locale, 'A reminder: your mentoring session is in 24 hours.')
          : mailText(locale, 'A reminder: your mentoring session starts in an hour.')}
      </Paragraph>
      <SessionFacts session={data.session} role={data.role} locale={locale} />
      <Action href={data.session.url}>
        {data.role === 'mentee' ? mailText(locale, 'See, move or cancel your session') : mailText(locale, 'Open your sessions')}
      </Action>
      <Paragraph>{mailText(locale, 'If you can no longer make it, please cancel or move it, so the other is not left waiting.')}</Paragraph>
    </>
  ),
});
