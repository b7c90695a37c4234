import { z } from 'zod';
import { defineMail, field } from './define-mail';
import { Action, Greeting, Paragraph, Quote } from './parts';

/** To the visitor: the enabler cannot take it on; her reason if she gave one, and the way back to the directory. */
export const inquiryDeclined = defineMail({
  data: z.object({ visitorName: field.name, enablerName: field.name, reason: field.text.optional(), directoryUrl: field.url }),
  subject: (data) => `About your message to ${data.enablerName}`,
  Body: ({ data }) => (
    <>
      <Greeting name={data.visitorName} />
      <Paragraph>Thank you for writing to {data.enablerName}. She is not able to take this on right now, and she wanted you to know.</Paragraph>
      {data.reason ? (
        <>
          <Paragraph>She said:</Paragraph>
          <Quote>{data.reason}</Quote>
        </>
      ) : null}
      <Paragraph>Many other women in our community would be happy to hear from you. You may find the right person in the directory:</Paragraph>
      <Action href={data.directoryUrl}>See all enablers</Action>
    </>
  ),
});
