import { z } from 'zod';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph, Quote } from './parts';

/** To one operator: an enabler gave a case back, with her reason; it waits for someone new. */
export const caseHandedBack = defineMail({
  data: z.object({ recipientName: field.name, enablerName: field.name, reason: field.text, question: field.text, caseUrl: field.url }),
  subject: (data) => `${data.enablerName} handed a case back`,
  Body: ({ data }) => (
    <>
      <Greeting name={data.recipientName} />
      <Paragraph>{data.enablerName} handed this case back, so it is waiting for another enabler. Her reason:</Paragraph>
      <Quote>{data.reason}</Quote>
      <Paragraph>The question was:</Paragraph>
      <Quote>{data.question}</Quote>
      <Action href={data.caseUrl}>Assign the case</Action>
    </>
  ),
});
