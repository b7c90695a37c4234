import { z } from 'zod';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph, PrivateLinkNote, Quote } from './parts';

/** To the requester when her case is completed: thanks, and a request for a 1-5 rating. */
export const caseCompleted = defineMail({
  data: z.object({ requesterName: field.name, enablerName: field.name, question: field.text, requestUrl: field.url }),
  subject: () => 'Your request is complete: how did it go?',
  Body: ({ data }) => (
    <>
      <Greeting name={data.requesterName} />
      <Paragraph>{data.enablerName} has marked your request as completed:</Paragraph>
      <Quote>{data.question}</Quote>
      <Paragraph>
        How helpful was it? Please rate it from 1 to 5 on your request's page; it takes a minute and helps us match the next founder
        with the right person.
      </Paragraph>
      <Action href={data.requestUrl}>Rate the help you got</Action>
      <PrivateLinkNote />
    </>
  ),
});
