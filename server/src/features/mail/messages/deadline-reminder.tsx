import { z } from 'zod';
import { defineMail, field, formatDay } from './define-mail';
import { Action, Greeting, Paragraph, Quote } from './parts';

/** To the enabler, once, a day before a case's deadline. */
export const deadlineReminder = defineMail({
  data: z.object({ recipientName: field.name, question: field.text, deadline: field.instant, caseUrl: field.url }),
  subject: () => 'A friendly reminder: a case is due tomorrow',
  Body: ({ data }) => (
    <>
      <Greeting name={data.recipientName} />
      <Paragraph>A case you are helping with is due on {formatDay(data.deadline)}. The question was:</Paragraph>
      <Quote>{data.question}</Quote>
      <Paragraph>If you cannot finish it in time, you can hand it back from the case page and we will find someone else.</Paragraph>
      <Action href={data.caseUrl}>Open the case</Action>
    </>
  ),
});
