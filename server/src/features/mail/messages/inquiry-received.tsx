import { z } from 'zod';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Note, Paragraph, Quote } from './parts';

/**
 * A visitor wrote to a directory profile through Connect: to its enabler, or, when the profile has
 * no account, to each operator. Never the visitor's address: the enabler gets it once she accepts.
 */
export const inquiryReceived = defineMail({
  data: z.object({
    recipientName: field.name,
    visitorName: field.name,
    question: field.text,
    /** The profile written to; said to operators, who read every unlinked profile's inquiries. */
    profileName: field.name,
    forOperators: z.boolean(),
    dashboardUrl: field.url,
  }),
  subject: (data) => (data.forOperators ? `${data.visitorName} wrote to ${data.profileName}` : `${data.visitorName} would like to connect with you`),
  Body: ({ data }) => (
    <>
      <Greeting name={data.recipientName} />
      {data.forOperators ? (
        <Paragraph>
          {data.visitorName} wrote to {data.profileName} through the directory. That profile has no account yet, so the message is with
          the operators:
        </Paragraph>
      ) : (
        <Paragraph>{data.visitorName} found you in our directory and would like to connect. She wrote:</Paragraph>
      )}
      <Quote>{data.question}</Quote>
      <Action href={data.dashboardUrl}>{data.forOperators ? 'Open the inquiries' : 'Open your inquiries'}</Action>
      {data.forOperators ? (
        <Note>You can turn it into a help request or close it with a note.</Note>
      ) : (
        <Note>If you accept, we will introduce you to each other by e-mail. If you cannot help, you can decline kindly, with a reason or without.</Note>
      )}
    </>
  ),
});
