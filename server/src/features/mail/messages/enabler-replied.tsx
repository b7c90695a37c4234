import { z } from 'zod';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph, PrivateLinkNote, Quote } from './parts';

/** To the requester: the enabler's reply, and the way back to answer it. */
export const enablerReplied = defineMail({
  data: z.object({ requesterName: field.name, enablerName: field.name, body: field.text, requestUrl: field.url }),
  subject: (data) => `${data.enablerName} answered your question`,
  Body: ({ data }) => (
    <>
      <Greeting name={data.requesterName} />
      <Paragraph>{data.enablerName} wrote to you about your request:</Paragraph>
      <Quote>{data.body}</Quote>
      <Paragraph>You can reply to her on your request's page:</Paragraph>
      <Action href={data.requestUrl}>{`Reply to ${data.enablerName}`}</Action>
      <PrivateLinkNote />
    </>
  ),
});
