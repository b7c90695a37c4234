import { z } from 'zod';
import { defineMail, field, formatDay } from './define-mail';
import { Action, Greeting, Paragraph, Quote } from './parts';

/** To the enabler, once, when an inquiry is still unopened three days after it came. */
export const inquiryReminder = defineMail({
  data: z.object({ recipientName: field.name, visitorName: field.name, question: field.text, receivedAt: field.instant, dashboardUrl: field.url }),
  subject: (data) => `${data.visitorName} is still waiting to hear from you`,
  Body: ({ data }) => (
    <>
      <Greeting name={data.recipientName} />
      <Paragraph>
        {data.visitorName} wrote to you on {formatDay(data.receivedAt)} and has not heard back yet:
      </Paragraph>
      <Quote>{data.question}</Quote>
      <Paragraph>A short answer either way means a lot to her. You can accept or decline from your dashboard.</Paragraph>
      <Action href={data.dashboardUrl}>Open your inquiries</Action>
    </>
  ),
});
