import { z } from 'zod';
import { defineMail, field } from './define-mail';
import { Greeting, Paragraph, Quote, Strong } from './parts';

/** To the visitor: the enabler accepted her inquiry; here is the enabler's address, and her own message. */
export const inquiryAccepted = defineMail({
  data: z.object({ visitorName: field.name, enablerName: field.name, enablerEmail: z.email(), question: field.text }),
  subject: (data) => `${data.enablerName} would be glad to connect`,
  Body: ({ data }) => (
    <>
      <Greeting name={data.visitorName} />
      <Paragraph>Good news: {data.enablerName} read your message and would be glad to connect. You wrote:</Paragraph>
      <Quote>{data.question}</Quote>
      <Paragraph>
        You can write to her at <Strong>{data.enablerEmail}</Strong>. We have sent her your address as well, so she may write to you
        first.
      </Paragraph>
      <Paragraph>We hope it is the start of a good conversation.</Paragraph>
    </>
  ),
});
