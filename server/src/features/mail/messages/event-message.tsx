import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { EventFacts, eventField } from './event-parts';
import { Action, Greeting, Paragraph, Quote } from './parts';

/** To a guest (issue 30): the organisers' own message to the guests of an event, in the states they chose. */
export const eventMessage = defineMail({
  data: z.object({
    name: field.name,
    subject: z.string().min(1).max(200),
    body: field.text,
    event: eventField,
    guestUrl: field.url,
  }),
  subject: (data) => data.subject,
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>{mailText(locale, 'The organisers of this event wrote to its guests:')}</Paragraph>
      <Quote>{data.body}</Quote>
      <EventFacts event={data.event} locale={locale} />
      <Action href={data.guestUrl}>{mailText(locale, 'See or cancel your registration')}</Action>
    </>
  ),
});
