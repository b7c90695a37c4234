import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { calendarField, calendarOf, EventFacts, eventField } from './event-parts';
import { Action, Greeting, Paragraph } from './parts';

/** To a confirmed guest (issue 30): the event's time or place changed; the invitation updates her calendar. */
export const eventUpdated = defineMail({
  data: z.object({
    name: field.name,
    changed: z.array(z.enum(['time', 'place'])).min(1),
    event: eventField,
    guestUrl: field.url,
    calendar: calendarField,
  }),
  subject: (data, _site, locale) => mailText(locale, 'Changed: {title}', { title: data.event.title }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>
        {data.changed.length === 2
          ? mailText(locale, 'The time and the place of this event have changed. Here it is as it is now:')
          : data.changed[0] === 'time'
            ? mailText(locale, 'The time of this event has changed. Here it is as it is now:')
            : mailText(locale, 'The place of this event has changed. Here it is as it is now:')}
      </Paragraph>
      <EventFacts event={data.event} locale={locale} />
      <Paragraph>{mailText(locale, 'The attached invitation updates the event in your calendar.')}</Paragraph>
      <Action href={data.guestUrl}>{mailText(locale, 'See or cancel your registration')}</Action>
    </>
  ),
  calendar: (data, site) => calendarOf(data, site),
});
