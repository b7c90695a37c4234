import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field, formatDay, formatTime } from './define-mail';
import { calendarField, calendarOf, DoorCode, doorCodeField, doorCodeImages, EventFacts, eventField } from './event-parts';
import { Action, Greeting, Note, Paragraph } from './parts';

/**
 * To a guest (issue 30): where her registration stands, whenever it starts or moves: registered,
 * registered again (`repeated`), approved, moved up from the waitlist (`promoted`), or offered a
 * place for 48 hours. Confirmed: the calendar invitation (REQUEST) and her door code's QR code.
 */
export const eventRegistration = defineMail({
  data: z.object({
    name: field.name,
    because: z.enum(['registered', 'repeated', 'approved', 'promoted', 'offered']),
    status: z.enum(['confirmed', 'pending', 'waitlisted', 'offered', 'cancelled', 'declined']),
    position: z.number().int().positive().optional(),
    offerExpiresAt: field.instant.optional(),
    guestUrl: field.url,
    checkInCode: doorCodeField.optional(),
    event: eventField,
    calendar: calendarField.optional(),
  }),
  subject: (data, _site, locale) => {
    const title = data.event.title;
    if (data.status === 'pending') return mailText(locale, 'Your registration for {title} waits for approval', { title });
    if (data.status === 'waitlisted') return mailText(locale, 'You are on the waitlist for {title}', { title });
    if (data.status === 'offered') return mailText(locale, 'A place at {title} is yours if you want it', { title });
    if (data.because === 'promoted') return mailText(locale, 'A place opened up: you are registered for {title}', { title });
    return mailText(locale, 'You are registered for {title}', { title });
  },
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      {data.because === 'repeated' && (
        <Paragraph>{mailText(locale, 'You had already registered with this address, so here is your registration again.')}</Paragraph>
      )}
      {data.status === 'confirmed' && (
        <>
          <Paragraph>
            {data.because === 'promoted'
              ? mailText(locale, 'A place opened up and it is yours: you are registered.')
              : data.because === 'approved'
                ? mailText(locale, 'The organisers approved your registration: you are registered.')
                : mailText(locale, 'You are registered. We look forward to seeing you.')}
          </Paragraph>
          <EventFacts event={data.event} locale={locale} />
          <Paragraph>{mailText(locale, 'The invitation attached to this e-mail adds the event to your calendar.')}</Paragraph>
          {data.checkInCode && <DoorCode code={data.checkInCode} locale={locale} />}
        </>
      )}
      {data.status === 'pending' && (
        <>
          <Paragraph>
            {mailText(
              locale,
              'Thank you for registering. The organisers approve each guest of this event; we will write to you as soon as they have.',
            )}
          </Paragraph>
          <EventFacts event={data.event} locale={locale} />
        </>
      )}
      {data.status === 'waitlisted' && (
        <>
          <Paragraph>
            {mailText(
              locale,
              'The event is full, so you are on the waitlist, number {position}. If a place frees up, it goes to the first in line, and we will write to you.',
              { position: data.position ?? 1 },
            )}
          </Paragraph>
          <EventFacts event={data.event} locale={locale} />
        </>
      )}
      {data.status === 'offered' && (
        <>
          <Paragraph>
            {mailText(
              locale,
              'A place freed up and we are holding it for you until {day}, {time} India Standard Time. To take it, open your registration and choose "Take the place".',
              {
                day: formatDay(data.offerExpiresAt ?? data.event.startsAt, locale),
                time: formatTime(data.offerExpiresAt ?? data.event.startsAt, locale),
              },
            )}
          </Paragraph>
          <EventFacts event={data.event} locale={locale} />
        </>
      )}
      <Action href={data.guestUrl}>
        {data.status === 'offered' ? mailText(locale, 'Take the place') : mailText(locale, 'See or cancel your registration')}
      </Action>
      <Note>
        {mailText(
          locale,
          'This link is yours alone: it shows your registration and lets you cancel it, so please do not forward this e-mail.',
        )}
      </Note>
    </>
  ),
  calendar: (data, site) => calendarOf(data, site),
  inlineImages: (data) => (data.status === 'confirmed' ? doorCodeImages(data) : []),
});
