import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph } from './parts';
import { roleField, SessionFacts, sessionField } from './session-parts';

/** To both, once, after the session (issue 31): did it take place? The mentee also rates it. */
export const sessionFeedback = defineMail({
  data: z.object({ name: field.name, role: roleField, session: sessionField }),
  subject: (data, _site, locale) => mailText(locale, 'How was your session with {name}?', { name: data.session.otherName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>
        {data.role === 'mentee'
          ? mailText(
              locale,
              'Your session is over. Please tell us whether it took place and how it went: it takes a minute and helps the club.',
            )
          : mailText(locale, 'Your session is over. Please tell us whether it took place.')}
      </Paragraph>
      <SessionFacts session={data.session} role={data.role} locale={locale} />
      <Action href={data.session.url}>
        {data.role === 'mentee' ? mailText(locale, 'Tell us how it went') : mailText(locale, 'Open your sessions')}
      </Action>
    </>
  ),
});
