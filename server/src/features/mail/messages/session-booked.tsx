import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { calendarField } from './event-parts';
import { Action, Greeting, Paragraph } from './parts';
import { OwnLinkNote, roleField, sessionCalendarOf, SessionFacts, sessionField } from './session-parts';

/** To both (issue 31): a session is confirmed (with the invitation), or requested (the enabler accepts or declines). */
export const sessionBooked = defineMail({
  data: z.object({
    name: field.name,
    role: roleField,
    status: z.enum(['confirmed', 'requested']),
    session: sessionField,
    calendar: calendarField.optional(),
  }),
  subject: (data, _site, locale) =>
    data.status === 'confirmed'
      ? mailText(locale, 'Session confirmed with {name}', { name: data.session.otherName })
      : data.role === 'enabler'
        ? mailText(locale, 'Session request from {name}', { name: data.session.otherName })
        : mailText(locale, 'Your session request to {name}', { name: data.session.otherName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>
        {data.status === 'confirmed'
          ? mailText(locale, 'Your mentoring session is confirmed. The attached invitation puts it in your calendar.')
          : data.role === 'enabler'
            ? mailText(locale, 'A mentee asks for a session with you. Please accept or decline it in your dashboard.')
            : mailText(locale, 'Your request is sent. She confirms each booking herself; we will write to you when she does.')}
      </Paragraph>
      <SessionFacts session={data.session} role={data.role} locale={locale} />
      <Action href={data.session.url}>
        {data.role === 'mentee' ? mailText(locale, 'See, move or cancel your session') : mailText(locale, 'Open your sessions')}
      </Action>
      <OwnLinkNote role={data.role} locale={locale} />
    </>
  ),
  calendar: (data, site, locale) => sessionCalendarOf(data, site, locale),
});
