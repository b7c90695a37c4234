import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { calendarField, calendarOf, EventFacts, eventField } from './event-parts';
import { Greeting, Paragraph, Quote } from './parts';

/**
 * To a guest (issue 30): her registration ended. She cancelled it, staff cancelled or declined it,
 * a place offered to her was not taken in time, or the event itself was cancelled (with the
 * organisers' note). When she had an invitation, a METHOD:CANCEL one takes it out of her calendar.
 */
export const eventRegistrationEnded = defineMail({
  data: z.object({
    name: field.name,
    because: z.enum(['cancelled', 'cancelled-by-staff', 'declined', 'offer-expired', 'event-cancelled']),
    note: z.string().max(2000).optional(),
    event: eventField,
    calendar: calendarField.optional(),
  }),
  subject: (data, _site, locale) => {
    const title = data.event.title;
    if (data.because === 'event-cancelled') return mailText(locale, 'Cancelled: {title}', { title });
    if (data.because === 'declined') return mailText(locale, 'Your registration for {title}', { title });
    if (data.because === 'offer-expired') return mailText(locale, 'The place at {title} went to the next in line', { title });
    return mailText(locale, 'Your registration for {title} is cancelled', { title });
  },
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.name} locale={locale} />
      <Paragraph>
        {data.because === 'event-cancelled'
          ? mailText(locale, 'We are sorry: the organisers have cancelled this event.')
          : data.because === 'declined'
            ? mailText(locale, 'We are sorry: the organisers could not accept your registration for this event.')
            : data.because === 'offer-expired'
              ? mailText(locale, 'The place we held for you was not taken in time, so it went to the next person in line.')
              : data.because === 'cancelled-by-staff'
                ? mailText(locale, 'The organisers have cancelled your registration for this event.')
                : mailText(locale, 'Your registration is cancelled, as you asked. Thank you for letting us know.')}
      </Paragraph>
      <EventFacts event={data.event} locale={locale} />
      {data.note && (
        <>
          <Paragraph>{mailText(locale, 'The organisers wrote:')}</Paragraph>
          <Quote>{data.note}</Quote>
        </>
      )}
      {data.calendar && <Paragraph>{mailText(locale, 'The attached cancellation removes the event from your calendar.')}</Paragraph>}
    </>
  ),
  calendar: (data, site) => calendarOf(data, site),
});
