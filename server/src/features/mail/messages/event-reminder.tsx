import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { DoorCode, doorCodeField, doorCodeImages, EventFacts, eventField } from './event-parts';
import { Action, Greeting, Link, Paragraph } from './parts';

/** To a confirmed guest (issue 30): the event is tomorrow, or in an hour; the last one carries the online link. */
export const eventReminder = defineMail({
  data: z.object({
    name: field.name,
    when: z.enum(['day', 'hour']),
    event: eventField,
    guestUrl: field.url,
    checkInCode: doorCodeField,
    onlineLink: field.url.optional(),
  }),
  subject: (data, _site, locale) =>
    data.when === 'day'
      ? mailText(locale, 'Tomorrow: {title}', { title: data.event.title })
      : mailText(locale, 'In an hour: {title}', { title: data.event.title }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>
        {data.when === 'day'
          ? mailText(locale, 'A reminder: you are registered for this event, tomorrow.')
          : mailText(locale, 'A reminder: the event starts in an hour.')}
      </Paragraph>
      <EventFacts event={data.event} locale={locale} />
      {data.onlineLink && (
        <Paragraph>
          {mailText(locale, 'Join online:')} <Link href={data.onlineLink}>{data.onlineLink}</Link>
        </Paragraph>
      )}
      <DoorCode code={data.checkInCode} locale={locale} />
      <Action href={data.guestUrl}>{mailText(locale, 'See or cancel your registration')}</Action>
      <Paragraph>{mailText(locale, 'If you can no longer come, please cancel, so your place goes to someone on the waitlist.')}</Paragraph>
    </>
  ),
  inlineImages: (data) => doorCodeImages(data),
});
