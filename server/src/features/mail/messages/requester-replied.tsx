import { z } from 'zod';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph, Quote } from './parts';

/** To the enabler: the requester answered on her private page. */
export const requesterReplied = defineMail({
  data: z.object({ recipientName: field.name, requesterFirstName: field.name, body: field.text, caseUrl: field.url }),
  subject: (data) => `${data.requesterFirstName} replied to you`,
  Body: ({ data }) => (
    <>
      <Greeting name={data.recipientName} />
      <Paragraph>{data.requesterFirstName} replied:</Paragraph>
      <Quote>{data.body}</Quote>
      <Action href={data.caseUrl}>Open the case</Action>
    </>
  ),
});
