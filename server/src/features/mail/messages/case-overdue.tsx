import { z } from 'zod';
import { defineMail, field, formatDay } from './define-mail';
import { Action, Greeting, Paragraph, Quote } from './parts';

/** To the enabler and the operators, once, when a case's deadline has passed. */
export const caseOverdue = defineMail({
  data: z.object({ recipientName: field.name, enablerName: field.name, question: field.text, deadline: field.instant, caseUrl: field.url }),
  subject: () => 'A case is past its deadline',
  Body: ({ data }) => (
    <>
      <Greeting name={data.recipientName} />
      <Paragraph>
        The case assigned to {data.enablerName} was due on {formatDay(data.deadline)} and is not completed yet. The question was:
      </Paragraph>
      <Quote>{data.question}</Quote>
      <Paragraph>Please have a look: a short note to the founder who asked goes a long way.</Paragraph>
      <Action href={data.caseUrl}>Open the case</Action>
    </>
  ),
});
