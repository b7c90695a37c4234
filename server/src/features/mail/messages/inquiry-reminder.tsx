import { z } from 'zod';
import { mailText } from '../mail-text';
import { defineMail, field, formatDay } from './define-mail';
import { Action, Greeting, Paragraph, Quote } from './parts';

/** To the enabler, once, when an inquiry is still unopened three days after it came. */
export const inquiryReminder = defineMail({
  data: z.object({
    recipientName: field.name,
    visitorName: field.name,
    question: field.text,
    receivedAt: field.instant,
    dashboardUrl: field.url,
  }),
  subject: (data, _site, locale) => mailText(locale, '{visitor} is still waiting to hear from you', { visitor: data.visitorName }),
  Body: ({ data, locale }) => (
    <>
      <Greeting name={data.recipientName} locale={locale} />
      <Paragraph>
        {mailText(locale, '{visitor} wrote to you on {day} and has not heard back yet:', {
          visitor: data.visitorName,
          day: formatDay(data.receivedAt, locale),
        })}
      </Paragraph>
      <Quote>{data.question}</Quote>
      <Paragraph>
        {mailText(locale, 'A short answer either way means a lot to her. You can accept or decline from your dashboard.')}
      </Paragraph>
      <Action href={data.dashboardUrl}>{mailText(locale, 'Open your inquiries')}</Action>
    </>
  ),
});
