import { z } from 'zod';
import { defineMail, field } from './define-mail';
import { Greeting, Paragraph, Quote, Strong } from './parts';

/** To the enabler who accepted: the visitor's name, address and message. */
export const inquiryIntroduction = defineMail({
  data: z.object({ recipientName: field.name, visitorName: field.name, visitorEmail: z.email(), question: field.text }),
  subject: (data) => `Meet ${data.visitorName}`,
  Body: ({ data }) => (
    <>
      <Greeting name={data.recipientName} />
      <Paragraph>Thank you for accepting {data.visitorName}&apos;s inquiry. She wrote:</Paragraph>
      <Quote>{data.question}</Quote>
      <Paragraph>
        You can reach her at <Strong>{data.visitorEmail}</Strong>. We have sent her your address too, so she knows to expect you.
      </Paragraph>
    </>
  ),
});
