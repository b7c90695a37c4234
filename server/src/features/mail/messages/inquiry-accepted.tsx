import { z } from 'zod';
import { mailNodes, mailText } from '../mail-text';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph, Quote, Strong } from './parts';

/** To the visitor: the enabler accepted her inquiry; here is the enabler's address, her own message, and (issue 31) a time to book. */
export const inquiryAccepted = defineMail({
  data: z.object({
    visitorName: field.name,
    enablerName: field.name,
    enablerEmail: z.email(),
    question: field.text,
    bookingUrl: field.url.optional(),
  }),
  subject: (data, _site, locale) => mailText(locale, '{name} would be glad to connect', { name: data.enablerName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.visitorName} locale={locale} />
      <Paragraph>
        {mailText(locale, 'Good news: {name} read your message and would be glad to connect. You wrote:', { name: data.enablerName })}
      </Paragraph>
      <Quote>{data.question}</Quote>
      <Paragraph>
        {mailNodes(locale, 'You can write to her at {email}. We have sent her your address as well, so she may write to you first.', {
          email: <Strong>{data.enablerEmail}</Strong>,
        })}
      </Paragraph>
      {data.bookingUrl && (
        <>
          <Paragraph>
            {mailText(
              locale,
              'She also takes bookings for mentoring sessions: choose a time that suits you both, and it goes into both your calendars.',
            )}
          </Paragraph>
          <Action href={data.bookingUrl}>{mailText(locale, 'Choose a time with {name}', { name: data.enablerName })}</Action>
        </>
      )}
      <Paragraph>{mailText(locale, 'We hope it is the start of a good conversation.')}</Paragraph>
    </>
  ),
});
