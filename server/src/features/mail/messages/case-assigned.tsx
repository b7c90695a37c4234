import { z } from 'zod';
import { defineMail, field, formatDay } from './define-mail';
import { Action, Greeting, Note, Paragraph, Quote } from './parts';

/** To the enabler a case was given: the question, the requester's first name, the deadline. */
export const caseAssigned = defineMail({
  data: z.object({
    recipientName: field.name,
    requesterFirstName: field.name,
    question: field.text,
    deadline: field.instant.nullable(),
    caseUrl: field.url,
  }),
  subject: (data) => `${data.requesterFirstName} could use your help`,
  Body: ({ data }) => (
    <>
      <Greeting name={data.recipientName} />
      <Paragraph>{data.requesterFirstName} asked the club a question, and we think you are the right person to help her:</Paragraph>
      <Quote>{data.question}</Quote>
      {data.deadline ? <Paragraph>Please answer her by {formatDay(data.deadline)}.</Paragraph> : null}
      <Action href={data.caseUrl}>Open the case</Action>
      <Note>Accept the case to see her contact details. You can write to her from the case page, and we will tell you when she replies.</Note>
    </>
  ),
});
